import { useContext, useState } from 'react';
import { List, ListSubheader } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { activeItemKey, sectionsToOpen, visibleMenu, type MenuPermissions } from '@/domain/menu';
import { MenuEntry } from '@/layout/MenuEntry';
import { MenuContext } from '@/layout/MenuContext';

export interface MenuProps {
  permissions: MenuPermissions;
  onNavigate?: () => void;
}

export function Menu({ permissions, onNavigate = () => undefined }: MenuProps) {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const menu = visibleMenu(useContext(MenuContext), permissions);
  const activeKey = activeItemKey(menu, pathname);
  const [state, setState] = useState(() => ({
    pathname,
    open: new Set(sectionsToOpen(menu, pathname)),
  }));
  // A route inside a section opens it; sections opened by hand stay open.
  if (state.pathname !== pathname) {
    setState({ pathname, open: new Set([...state.open, ...sectionsToOpen(menu, pathname)]) });
  }

  const toggle = (key: string) =>
    setState((previous) => {
      const open = new Set(previous.open);
      if (open.has(key)) open.delete(key);
      else open.add(key);
      return { ...previous, open };
    });

  return (
    <nav aria-label="Main menu">
      {menu.map((group) => (
        <List
          key={group.key}
          disablePadding
          sx={{ pb: 1 }}
          subheader={
            group.subheader ? (
              <ListSubheader
                disableSticky
                sx={{
                  bgcolor: 'transparent',
                  textTransform: 'uppercase',
                  fontSize: 11,
                  fontWeight: 700,
                  letterSpacing: 1.1,
                  pl: 3.5,
                }}
              >
                {translate(group.subheader)}
              </ListSubheader>
            ) : undefined
          }
        >
          {group.items.map((item) => (
            <MenuEntry
              key={item.key}
              item={item}
              depth={0}
              activeKey={activeKey}
              openKeys={state.open}
              onToggle={toggle}
              onNavigate={onNavigate}
            />
          ))}
        </List>
      ))}
    </nav>
  );
}
