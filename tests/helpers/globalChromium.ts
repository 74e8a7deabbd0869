// First global setup of the end-to-end project: without a browser there is nothing to run, so say
// so in one line before a stack is started and the app built (scripts/chromium.ts).
import { findChromium } from '../../scripts/chromium';

export default function setup(): void {
  findChromium();
}
