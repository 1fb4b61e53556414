// A place's flag (decorative: the place's name is always written beside it). Mainland China, named
// neutrally and not a service country, has none.
import { flagUrl } from '../site/assets.ts';

export function Flag({ country }: { country: string }) {
  if (country === 'CN') return null;
  return <img src={flagUrl(country)} alt="" width="20" height="15" className="inline-block h-[15px] w-5 rounded-sm align-middle" loading="lazy" />;
}
