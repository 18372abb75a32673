import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { Logo } from '../../components/logo';
import { paths } from '../paths';
import classes from './public-layout.module.css';

const footerLinks = [
  { to: paths.privacyPolicy, label: 'Privacy' },
  { to: paths.termsOfService, label: 'Terms' },
  { to: paths.cookiePolicy, label: 'Cookies' },
  { to: paths.status, label: 'Status' },
] as const;

/** Chrome for screens that need no sign-in: auth, policies, status, not-found. */
export function PublicLayout() {
  return (
    <Box className={classes.root}>
      <Box component="header" className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between">
            <Anchor component={Link} to={paths.home} underline="never" c="inherit" aria-label="Specforge home">
              <Logo size="sm" />
            </Anchor>
            <ColorSchemeToggle />
          </Group>
        </Container>
      </Box>
      <Box component="main" className={classes.main}>
        <Outlet />
      </Box>
      <Box component="footer" className={classes.footer}>
        <Container size="lg">
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              Specforge: from idea to build-ready spec.
            </Text>
            <Group gap="md">
              {footerLinks.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="xs" c="dimmed">
                  {link.label}
                </Anchor>
              ))}
            </Group>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
