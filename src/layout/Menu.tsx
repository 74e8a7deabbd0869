import { useContext, useState } from 'react';
import {
  Box,
  Collapse,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  activeItemKey,
  type MenuItem,
  type MenuPermissions,
  sectionsToOpen,
  visibleMenu,
} from '@/domain/menu';
import { MenuContext } from '@/layout/MenuContext';

export function Menu({
  permissions,
  onNavigate = () => undefined,
}: {
  permissions: MenuPermissions;
  onNavigate?: () => void;
}) {
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
    setState(({ open, ...rest }) => ({
      ...rest,
      open: new Set(open.has(key) ? [...open].filter((other) => other !== key) : [...open, key]),
    }));

  // Every entry is one list item holding its link or button and, for a section, its sub-list: a
  // list may hold only list items (axe-core's `list` rule).
  const entry = (item: MenuItem, depth: number) => {
    const text = translate(item.label);
    const selected = item.key === activeKey;
    const sx = { ...itemSx, pl: 2 + depth * 2 };
    const label = (
      <ListItemText
        primary={text}
        slotProps={{ primary: { sx: { fontWeight: selected ? 700 : 500, fontSize: 14 } } }}
      />
    );
    const link = (
      <ListItemButton
        component={Link}
        to={item.path ?? '/'}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        onClick={onNavigate}
        sx={item.children ? { ...sx, mr: 0, flex: 1 } : sx}
      >
        {label}
      </ListItemButton>
    );
    const open = state.open.has(item.key);
    const listId = `menu-section-${item.key}`;
    const toggler = {
      'aria-expanded': open,
      'aria-controls': listId,
      onClick: () => toggle(item.key),
    };
    const toggleLabel = translate(open ? 'app.menu.collapse' : 'app.menu.expand', { label: text });
    const Chevron = open ? ExpandLessIcon : ExpandMoreIcon;
    const chevron = <Chevron fontSize="small" sx={{ color: 'text.secondary' }} />;

    return (
      <ListItem key={item.key} disablePadding sx={{ display: 'block' }}>
        {!item.children ? (
          link
        ) : item.path ? (
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            {link}
            <IconButton
              {...toggler}
              aria-label={toggleLabel}
              sx={{ mr: 1, color: 'text.secondary' }}
            >
              {chevron}
            </IconButton>
          </Box>
        ) : (
          <ListItemButton {...toggler} sx={sx}>
            {label}
            {chevron}
          </ListItemButton>
        )}
        {item.children && (
          <Collapse in={open} timeout="auto" unmountOnExit>
            {/* Unnamed: it sits inside its section's item, and a name like 'Users' would be taken
                for the screen's own list of that name (the Users screen's cards). */}
            <List id={listId} disablePadding>
              {item.children.map((child) => entry(child, depth + 1))}
            </List>
          </Collapse>
        )}
      </ListItem>
    );
  };

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
          {group.items.map((item) => entry(item, 0))}
        </List>
      ))}
    </nav>
  );
}

const itemSx = {
  minHeight: 44,
  borderRadius: 1,
  mx: 1.5,
  my: 0.25,
  '&.Mui-selected': {
    color: 'primary.main',
    fontWeight: 700,
  },
} as const;
