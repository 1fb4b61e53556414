// The marker before a place's name: one neutral pin, the same for every place. Places are named in
// words, never by a flag: a flag takes a side where the site must not (the ROC flag beside 台湾 on
// a page for Mainland readers), and a reader reads the name anyway. The pin takes the colour of the
// text beside it, so it shows on a dark hero as on a white card, and keeps chips and cards aligned.
import { Icon } from './Icon.tsx';

export function PlaceMark() {
  return <Icon name="pin" className="inline-block h-[15px] w-5 shrink-0 align-middle" />;
}
