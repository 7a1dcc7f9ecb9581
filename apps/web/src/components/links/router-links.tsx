import {
  Anchor,
  Button,
  Menu,
  NavLink,
  type AnchorProps,
  type ButtonProps,
  type MenuItemProps,
  type NavLinkProps,
} from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

// Mantine's polymorphic `component={Link}` loses the router's typing of `to` and `params`;
// createLink keeps both, so a mistyped route is a compile error.

type AnchorElementProps = Omit<ComponentPropsWithRef<'a'>, 'color' | 'style'>;

function MantineAnchor(props: AnchorProps & AnchorElementProps) {
  return <Anchor {...props} />;
}

function MantineButtonAnchor(props: ButtonProps & AnchorElementProps) {
  return <Button component="a" {...props} />;
}

function MantineNavLinkAnchor(props: NavLinkProps & AnchorElementProps) {
  return <NavLink component="a" {...props} />;
}

function MantineMenuItemAnchor(props: MenuItemProps & AnchorElementProps) {
  return <Menu.Item component="a" {...props} />;
}

export const AnchorLink = createLink(MantineAnchor);
export const ButtonLink = createLink(MantineButtonAnchor);
export const NavLinkLink = createLink(MantineNavLinkAnchor);
export const MenuItemLink = createLink(MantineMenuItemAnchor);
