import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

// waitFor and findBy* give up after 1 s by default, which a loaded 2-core machine can exceed. They
// return as soon as what they wait for holds, so a longer limit costs a passing test nothing.
configure({ asyncUtilTimeout: 10_000 });
