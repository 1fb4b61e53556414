// Icons as inline SVG, drawn on the server from lucide (no icon font, no client code).
import {
  Award, Bitcoin, Briefcase, Building2, ChartLine, Clock, Coins, Cpu, Database, Eye, FileText,
  Globe, GraduationCap, Handshake, Heart, Lock, Mail, Phone, Scale, Search, Shield, Target, Users,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../content/types.ts';

const icons: Readonly<Record<IconName, LucideIcon>> = {
  shield: Shield, scale: Scale, search: Search, globe: Globe, users: Users, heart: Heart, eye: Eye,
  target: Target, coins: Coins, bitcoin: Bitcoin, briefcase: Briefcase, mail: Mail, phone: Phone,
  clock: Clock, chart: ChartLine, lock: Lock, database: Database, cpu: Cpu, file: FileText,
  award: Award, handshake: Handshake, building: Building2, graduation: GraduationCap,
};

/** A decorative icon (hidden from assistive technology: the text next to it says what it means). */
export function Icon({ name, className = 'h-6 w-6' }: { name: IconName; className?: string }) {
  const Svg = icons[name];
  return <Svg className={className} aria-hidden="true" focusable="false" />;
}
