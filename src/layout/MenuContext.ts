// Given by the composition root (App.tsx) so that the layout does not know the resources.
import { createContext } from 'react';
import type { MenuGroup } from '@/domain/menu';

export const MenuContext = createContext<readonly MenuGroup[]>([]);
