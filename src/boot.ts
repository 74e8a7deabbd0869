// The page's first module, ahead of the app's own code (the build makes it an entry of its own:
// bootFirst in vite.config.ts). A returning user's first reads wait on Firebase Auth restoring the
// stored user: the SDK opens its IndexedDB store and checks the user with the Auth service, which
// needs none of the app's code. Started here, that runs while the browser is still loading and
// compiling the app rather than after it. Everything else uses the same services
// (providers/firebase).
import { getFirebaseServices } from '@/providers/firebase';
import { readSession } from '@/providers/session';

if (readSession()) {
  try {
    getFirebaseServices();
  } catch {
    // A configuration that cannot start is reported by the app's error screen when it renders.
  }
}
