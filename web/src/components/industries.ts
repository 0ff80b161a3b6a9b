import {
  Banknote,
  Car,
  Cpu,
  Factory,
  HardHat,
  HeartPulse,
  Hotel,
  Megaphone,
  Sprout,
  Truck,
  Zap,
  type LucideIcon,
} from 'lucide-react';

export interface Industry {
  id: string;
  icon: LucideIcon;
  /** Large cards carry the sectors with the most foreign-investment activity; the masonry grid gives them room. */
  size: 'large' | 'small';
}

// Names and descriptions are translated under industries.<id>.
export const industries: readonly Industry[] = [
  { id: 'energy', icon: Zap, size: 'large' },
  { id: 'technology', icon: Cpu, size: 'large' },
  { id: 'health', icon: HeartPulse, size: 'small' },
  { id: 'construction', icon: HardHat, size: 'large' },
  { id: 'tourism', icon: Hotel, size: 'small' },
  { id: 'industrial', icon: Factory, size: 'small' },
  { id: 'finance', icon: Banknote, size: 'large' },
  { id: 'agriculture', icon: Sprout, size: 'small' },
  { id: 'automotive', icon: Car, size: 'small' },
  { id: 'trade', icon: Truck, size: 'small' },
  { id: 'media', icon: Megaphone, size: 'small' },
];
