// Tells the article's Edit view that a delete is under way, so that it stops reading the article:
// the provider refreshes every article query after a write (appProviders.ts), and the editor's own
// read of the deleted article would only fail ('no such document') before the editor leaves.
import { createContext } from 'react';

export const ArticleDeletingContext = createContext<(deleting: boolean) => void>(() => undefined);
