// A place's flag (decorative: the place's name is always written beside it). Mainland China, named
// neutrally and not a service country, has no flag but a neutral pin in the same slot, so its chip
// and card line up with the others instead of looking broken. The pin takes the colour of the text
// beside it, so it shows on a dark hero as on a white card. Lazy, except where the flag is on the
// first screen (`eager`): there a lazy one popped in late on a slow phone.
import { flagUrl } from '../site/assets.ts';
import { Icon } from './Icon.tsx';

export function Flag({ country, eager = false }: { country: string; eager?: boolean }) {
  if (country === 'CN') return <Icon name="pin" className="inline-block h-[15px] w-5 align-middle" />;
  return <img src={flagUrl(country)} alt="" width="20" height="15" className="inline-block h-[15px] w-5 rounded-sm align-middle" loading={eager ? undefined : 'lazy'} />;
}
