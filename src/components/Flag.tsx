// A country's flag (decorative: the country's name is always written beside it).
import { flagUrl } from '../site/assets.ts';

export function Flag({ country }: { country: string }) {
  return <img src={flagUrl(country)} alt="" width="20" height="15" className="inline-block h-[15px] w-5 rounded-sm align-middle" loading="lazy" />;
}
