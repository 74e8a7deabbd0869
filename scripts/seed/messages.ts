// Initial message templates (one per category and measurement) and the notifications already sent
// to organisations (docs/product.md §3 Initial message, Notification).
import { MESSAGE_FREQUENCY_DAYS } from '@/config/constants';
import { MEASUREMENTS } from '@/domain/measurements';
import type { SeedClock } from './clock';
import type { Category, ColourLevel } from './contentTypes';
import type { OrganisationPlan } from './organisations';
import { createRandom } from './random';

/** docs/product.md §3: a message is stored with its line breaks replaced by a break tag. */
export const toStoredMessage = (lines: readonly string[]) => lines.join('<br>');

export interface SeedMessageLevel {
  isActive: boolean;
  frequency: number;
  subject: string;
  message: string;
  updatedAt: Date;
}

export interface SeedInitialMessage {
  id: string;
  category: Category;
  measurement: string;
  updatedAt: Date;
  red: SeedMessageLevel;
  orange: SeedMessageLevel;
  green: SeedMessageLevel;
}

const TEMPLATES: Record<ColourLevel, (label: string) => { subject: string; lines: string[] }> = {
  red: (label) => ({
    subject: `Your ${label} result needs attention`,
    lines: [
      `Kia ora, your latest ${label} result is in the red range.`,
      'We recommend talking to your doctor or one of our clinicians soon.',
      'Open the app to see what the result means and what you can do next.',
    ],
  }),
  orange: (label) => ({
    subject: `A few tips for your ${label}`,
    lines: [
      `Kia ora, your latest ${label} result is in the orange range.`,
      'Small changes over the next few weeks can move it to green.',
      'Have a look at the articles we picked for you in the app.',
    ],
  }),
  green: (label) => ({
    subject: `Great ${label} result`,
    lines: [
      `Kia ora, your ${label} result is in the green range.`,
      'Keep doing what you are doing, and check in again next time.',
    ],
  }),
};

export function buildInitialMessages(clock: SeedClock): SeedInitialMessage[] {
  return MEASUREMENTS.map((measurement, index) => {
    const random = createRandom(`initial-message/${measurement.key}`);
    const updatedAt = clock.daysAgo(30 + index * 7, 14);
    const level = (colour: ColourLevel, isActive: boolean, frequency: number) => {
      const template = TEMPLATES[colour](measurement.label);
      return {
        isActive,
        frequency,
        subject: template.subject,
        message: toStoredMessage(template.lines),
        updatedAt,
      };
    };
    const frequencies = MESSAGE_FREQUENCY_DAYS;
    return {
      id: `${measurement.category.toLowerCase()}-${measurement.key}`,
      category: measurement.category,
      measurement: measurement.label,
      updatedAt,
      red: level('red', true, random.pick(frequencies.slice(0, 3))),
      orange: level('orange', random.chance(0.8), random.pick(frequencies.slice(2, 5))),
      green: level('green', random.chance(0.4), random.pick(frequencies.slice(4))),
    };
  });
}

export interface SeedNotification {
  id: string;
  title: string;
  body: string;
  color: ColourLevel[];
  measurement?: string;
  createdAt: Date;
}

const GENERAL_NOTIFICATIONS = [
  {
    title: 'Your health check is coming up',
    body: 'Our nurses will be on site next week. Book a time in the app.',
  },
  {
    title: 'New articles for you',
    body: 'We have added new articles on sleep and stress. Have a read in the app.',
  },
  { title: 'Mental Health Awareness Week', body: 'Take five minutes today to check in on a mate.' },
  { title: 'Update your results', body: 'It has been a while: complete your Life questionnaire.' },
];

/** Measurements that risk-level notifications may target (docs/product.md §9 excludes Weight and Height). */
const NOTIFIABLE = MEASUREMENTS.filter(
  (measurement) => measurement.key !== 'weight' && measurement.key !== 'height',
);

export function buildNotifications(plan: OrganisationPlan, clock: SeedClock): SeedNotification[] {
  const random = createRandom(`notifications/${plan.id}`);
  const count = plan.isActive ? random.int(3, 7) : 2;
  return Array.from({ length: count }, (_, index) => {
    // Older notifications first in id order; the newest is a few days old.
    const createdAt = clock.daysAgo(3 + (count - 1 - index) * random.int(18, 40), 10);
    const id = `notification-${String(index + 1).padStart(2, '0')}`;
    if (random.chance(0.45)) {
      const general = random.pick(GENERAL_NOTIFICATIONS);
      return { id, ...general, color: [], createdAt };
    }
    const measurement = random.pick(NOTIFIABLE);
    const color: ColourLevel[] = random.chance(0.5) ? ['red'] : ['red', 'orange'];
    return {
      id,
      title: `About your ${measurement.label} result`,
      body: `Your ${measurement.label} result could be better. Open the app for tips and support.`,
      color,
      measurement: measurement.label,
      createdAt,
    };
  });
}
