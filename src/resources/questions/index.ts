// The questions resource (docs/architecture.md, Style 1): its screens and where docs/product.md §2 puts them.
import QuizIcon from '@mui/icons-material/Quiz';
import { lazyScreen } from '@/layout/lazyScreen';
import type { ResourceConfig } from '@/resources/ResourceConfig';
import { messages } from './messages';

const QuestionList = lazyScreen(() => import('./QuestionList').then((m) => m.QuestionList));
const QuestionCreate = lazyScreen(() => import('./QuestionCreate').then((m) => m.QuestionCreate));

export default {
  name: 'questions',
  messages,
  icon: QuizIcon,
  recordRepresentation: 'label',
  list: QuestionList,
  create: QuestionCreate,
  paths: {
    list: '/questions',
    create: '/questions/create',
  },
} satisfies ResourceConfig;
