// The lucide drawing behind each icon name the site uses. The build copies just these drawings
// into src/generated/icons.ts (scripts/build/page-assets/icons.ts); components/Icon.tsx draws them with one shared
// style rule instead of lucide-react's nine attributes and three class names on every icon.
export const iconSources = {
  // Named by content modules (src/content/types.ts IconName).
  shield: 'shield', scale: 'scale', search: 'search', globe: 'globe', users: 'users', heart: 'heart',
  eye: 'eye', target: 'target', coins: 'coins', bitcoin: 'bitcoin', briefcase: 'briefcase',
  mail: 'mail', phone: 'phone', clock: 'clock', chart: 'chart-line', lock: 'lock', database: 'database',
  cpu: 'cpu', file: 'file-text', award: 'award', handshake: 'handshake', building: 'building-complex',
  graduation: 'graduation-cap',
  // Used by components and pages.
  'arrow-left': 'arrow-left', 'chevron-right': 'chevron-right', 'circle-check': 'circle-check',
  'circle-help': 'circle-question-mark', 'external-link': 'external-link', menu: 'menu',
  message: 'message-square', pin: 'map-pin', printer: 'printer', rss: 'rss', share: 'share-2',
  'shield-check': 'shield-check', alert: 'triangle-exclamation-point',
} as const;

export type GlyphName = keyof typeof iconSources;
