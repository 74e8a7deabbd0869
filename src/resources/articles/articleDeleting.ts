// Tells the article's Edit view that a delete is under way, so that it stops reading the article:
// its read of the deleted article would only fail before the editor leaves.
import { createContext } from 'react';

export const ArticleDeletingContext = createContext<(deleting: boolean) => void>(() => undefined);
