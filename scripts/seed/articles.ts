// Articles (docs/product.md §3 Article) with every kind of body block. Images are small SVG data URLs so
// that the demo works offline and does not depend on files in the Storage emulator. Text blocks are
// in the one article text format, the editor's HTML (src/domain/articleText.ts), written from the
// plans' plain text.
import { plainTextToArticleHtml } from '@/domain/articleText';
import type { Category } from './contentTypes';
import type { SeedClock } from './clock';

export interface SeedArticle {
  id: string;
  title: string;
  body: { type: 'title' | 'text' | 'video' | 'image'; content: string }[];
  coverImageUrl: string;
  bodyImagesUrls: { imageName: string; imageURL: string }[];
  hashtags: string[];
  categories: Category[];
  questionnaires: string[];
  authorName: string;
  authorImage: string;
  authorImageUrl: string;
  isActive: boolean;
  publishedAt: Date;
  createdAt: Date;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function svgImage(width: number, height: number, colours: [string, string], text: string) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/>` +
    `<stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" ` +
    `font-size="${Math.round(height / 9)}" fill="#ffffff">${escapeXml(text)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

interface ArticlePlan {
  slug: string;
  title: string;
  colours: [string, string];
  categories: Category[];
  questionnaires: string[];
  hashtags: string[];
  author: string;
  isActive: boolean;
  /** Days before the anchor. A draft has one too (its creation), as lists order by publishedAt. */
  publishedDaysAgo: number;
  createdDaysAgo: number;
  intro: string;
  subtitle: string;
  text: string;
  /** An embedded player id; a slash in it becomes a hash parameter (docs/product.md §3). */
  video?: string;
}

const PLANS: readonly ArticlePlan[] = [
  {
    slug: 'better-sleep-shift-work',
    title: 'Better sleep when you work shifts',
    colours: ['#0d3f52', '#72D3EA'],
    categories: ['Mind'],
    questionnaires: ['Sleep', 'Sleep Apnoea'],
    hashtags: ['sleep', 'shiftwork', 'rest', 'energy'],
    author: 'Dr Hana Walker',
    isActive: true,
    publishedDaysAgo: 12,
    createdDaysAgo: 15,
    intro:
      'Night and rotating shifts push against the body clock. A few habits make a real difference.',
    subtitle: 'Protect your sleep window',
    text: 'Keep the same sleep time after each run of shifts.\nDarken the room fully and keep it cool.\nAvoid caffeine in the last six hours before sleep.',
    video: '76979871',
  },
  {
    slug: 'know-your-numbers-blood-pressure',
    title: 'Know your numbers: blood pressure',
    colours: ['#8e1b3a', '#e5737f'],
    categories: ['Body'],
    questionnaires: ['Blood Pressure', 'Resting Heart Rate'],
    hashtags: ['bloodpressure', 'heart', 'checkup'],
    author: 'Sam Fraser, RN',
    isActive: true,
    publishedDaysAgo: 40,
    createdDaysAgo: 44,
    intro: 'High blood pressure rarely causes symptoms, which is why measuring it matters.',
    subtitle: 'What the two numbers mean',
    text: 'The top number is the pressure while your heart beats.\nThe bottom number is the pressure between beats.\nA reading of 120/80 or lower is a healthy target for most adults.',
    video: '336812660/5e2f6c1a9b',
  },
  {
    slug: 'ten-minute-stress-reset',
    title: 'A ten-minute stress reset for busy days',
    colours: ['#3b6e22', '#cbd853'],
    categories: ['Mind', 'Life'],
    questionnaires: ['Depression Anxiety and Stress', 'Mindfulness'],
    hashtags: ['stress', 'mindfulness', 'breathing', 'worklife', 'calm'],
    author: 'Mere Tipene',
    isActive: true,
    publishedDaysAgo: 75,
    createdDaysAgo: 80,
    intro: 'You do not need an hour of meditation to calm a stressed nervous system.',
    subtitle: 'Try box breathing',
    text: 'Breathe in for four counts.\nHold for four.\nBreathe out for four, and hold again for four.\nRepeat for five minutes.',
  },
  {
    slug: 'protect-your-hearing',
    title: 'Protect your hearing at work',
    colours: ['#4a2d7a', '#a98be0'],
    categories: ['Body'],
    questionnaires: ['Hearing Survey', 'Noise Level Monitor'],
    hashtags: ['hearing', 'noise', 'safety'],
    author: 'Dr Hana Walker',
    isActive: true,
    publishedDaysAgo: 110,
    createdDaysAgo: 112,
    intro: 'Noise-induced hearing loss is permanent, and completely preventable.',
    subtitle: 'When to wear protection',
    text: 'If you have to raise your voice to be heard at arm’s length, the noise is above 85 dB.\nWear earplugs or earmuffs every time, not just for loud jobs.',
    video: '148751763',
  },
  {
    slug: 'small-steps-less-alcohol',
    title: 'Small steps to drinking less',
    colours: ['#0b5d6b', '#58c1c9'],
    categories: ['Body', 'Life'],
    questionnaires: ['Alcohol'],
    hashtags: ['alcohol', 'habits', 'health'],
    author: 'Sam Fraser, RN',
    isActive: true,
    publishedDaysAgo: 160,
    createdDaysAgo: 170,
    intro: 'Cutting back is easier with a plan than with willpower alone.',
    subtitle: 'Make a plan',
    text: 'Choose two alcohol-free days each week.\nAlternate each drink with a glass of water.\nBuy smaller glasses and lower-strength drinks.',
  },
  {
    slug: 'gratitude-at-work',
    title: 'Why gratitude works at work',
    colours: ['#b35c00', '#f2b35e'],
    categories: ['Mind'],
    questionnaires: ['Gratitude', 'Emotional Index'],
    hashtags: ['gratitude', 'teams', 'wellbeing'],
    author: 'Mere Tipene',
    isActive: true,
    publishedDaysAgo: 220,
    createdDaysAgo: 225,
    intro: 'Teams that say thank you more often report better mood and less burnout.',
    subtitle: 'Start with one thing',
    text: 'At the end of each day, write down one thing that went well and why.',
  },
  {
    slug: 'desk-stretches',
    title: 'Five stretches for desk workers',
    colours: ['#2c3e50', '#95a5a6'],
    categories: ['Body'],
    questionnaires: ['Structural Health'],
    hashtags: ['posture', 'stretching', 'desk'],
    author: 'Tama Herewini, Physio',
    isActive: false,
    publishedDaysAgo: 6,
    createdDaysAgo: 6,
    intro: 'Draft: a short routine for neck, shoulders and lower back.',
    subtitle: 'Neck and shoulders',
    text: 'Roll your shoulders back ten times.\nTilt your ear towards each shoulder and hold for twenty seconds.',
  },
  {
    slug: 'eye-strain',
    title: 'Give your eyes a break',
    colours: ['#1e5f74', '#9fd3c7'],
    categories: ['Body', 'Life'],
    questionnaires: ['Eyesight Survey', 'Vision Check'],
    hashtags: ['vision', 'screens', 'eyes'],
    author: 'Dr Hana Walker',
    isActive: false,
    publishedDaysAgo: 300,
    createdDaysAgo: 305,
    intro: 'Hidden while it is being updated with the new vision check.',
    subtitle: 'The 20-20-20 rule',
    text: 'Every 20 minutes, look at something 20 feet away for 20 seconds.',
  },
];

const AUTHOR_COLOURS: Record<string, [string, string]> = {
  'Dr Hana Walker': ['#0d3f52', '#72D3EA'],
  'Sam Fraser, RN': ['#8e1b3a', '#e5737f'],
  'Mere Tipene': ['#3b6e22', '#cbd853'],
  'Tama Herewini, Physio': ['#2c3e50', '#95a5a6'],
};

const initials = (name: string) =>
  name
    .replace(/^Dr\s+/, '')
    .split(/[\s,]+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');

export function buildArticles(clock: SeedClock): SeedArticle[] {
  return PLANS.map((plan, index) => {
    const createdAt = clock.daysAgo(plan.createdDaysAgo, 10);
    const imageName = `${createdAt.getTime()}-${plan.slug}-1`;
    const imageURL = svgImage(1080, 720, [plan.colours[1], plan.colours[0]], plan.subtitle);
    const authorStamp = createdAt.getTime() - 60_000;
    const body: SeedArticle['body'] = [
      { type: 'text', content: plainTextToArticleHtml(plan.intro) },
      { type: 'title', content: plan.subtitle },
      { type: 'text', content: plainTextToArticleHtml(plan.text) },
      { type: 'image', content: imageURL },
      ...(plan.video ? [{ type: 'video' as const, content: plan.video }] : []),
      { type: 'title', content: 'Talk to us' },
      {
        type: 'text',
        content: plainTextToArticleHtml(
          'Questions? Use the Contact us menu in the app and a Kynd clinician will reply.',
        ),
      },
    ];
    return {
      id: `article-${String(index + 1).padStart(2, '0')}-${plan.slug}`,
      title: plan.title,
      body,
      coverImageUrl: svgImage(1600, 900, plan.colours, plan.title),
      bodyImagesUrls: [{ imageName, imageURL }],
      hashtags: plan.hashtags,
      categories: plan.categories,
      questionnaires: plan.questionnaires,
      authorName: plan.author,
      authorImage: String(authorStamp),
      authorImageUrl: svgImage(
        256,
        256,
        AUTHOR_COLOURS[plan.author] ?? ['#0d3f52', '#72D3EA'],
        initials(plan.author),
      ),
      isActive: plan.isActive,
      publishedAt: clock.daysAgo(plan.publishedDaysAgo, 8),
      createdAt,
    };
  });
}
