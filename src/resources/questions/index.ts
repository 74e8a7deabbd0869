import QuizIcon from '@mui/icons-material/Quiz';
import { lazyScreen } from '@/layout/lazyScreen';
import type { ResourceConfig } from '@/resources/ResourceConfig';
import { data } from './data';
import { messages } from './messages';

const QuestionList = lazyScreen(() => import('./QuestionList').then((m) => m.QuestionList));
const QuestionCreate = lazyScreen(() => import('./QuestionCreate').then((m) => m.QuestionCreate));

const paths = {
  list: '/questions',
  create: '/questions/create',
};

export default {
  name: 'questions',
  messages,
  icon: QuizIcon,
  recordRepresentation: 'label',
  list: QuestionList,
  create: QuestionCreate,
  paths,
  data,
  menu: [{ key: 'questions', label: 'app.menu.questions', path: paths.list, role: 'Kynd Admin' }],
} satisfies ResourceConfig;
