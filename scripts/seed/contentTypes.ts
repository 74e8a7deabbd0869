// Shared literal types of the seed's content modules, from the docs/product.md §9 constants.
import type { ANSWER_TYPES } from '@/config/constants';

export type { Category, ColourLevel } from '@/config/constants';
export type AnswerType = (typeof ANSWER_TYPES)[number];
