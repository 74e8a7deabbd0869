import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

// waitFor and findBy* give up after 1 s by default, which a loaded 2-core machine can exceed. They
// return as soon as what they wait for holds, so a longer limit costs a passing test nothing.
configure({ asyncUtilTimeout: 10_000 });

// A prop React does not know reaches the DOM as a stray attribute (an input's props handed to the
// wrong element): the test that renders it fails rather than only printing React's warning.
const LEAKED_PROP = /React does not recognize the `%s` prop|Invalid DOM property/;
const leaked: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (LEAKED_PROP.test(String(args[0]))) leaked.push(String(args[1]));
  consoleError(...args);
};
afterEach(() => {
  const props = leaked.splice(0);
  if (props.length > 0) throw new Error(`Props reached the DOM: ${props.join(', ')}`);
});
