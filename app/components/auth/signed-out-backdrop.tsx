import { Box, Group, Stack, Text, Title } from "@mantine/core";

/** What a signed-out visitor sees behind the auth dialog: the product's name and what it does. */
export function SignedOutBackdrop({ children }: { children?: React.ReactNode }) {
  return (
    <Box mih="100vh" className="ad-backdrop">
      <Group px="lg" h={56}>
        <Text fw={800} fz="lg">
          Askdata
        </Text>
      </Group>
      <Stack align="center" gap="xs" pt={{ base: 24, sm: 56 }} px="md" ta="center">
        <Title order={1} fz={{ base: 26, sm: 36 }}>
          Ask your data questions in plain language
        </Title>
        <Text c="dimmed" maw={560}>
          Connect a database, upload a CSV file or try a sample, and get SQL, charts and insights back.
        </Text>
      </Stack>
      {children}
    </Box>
  );
}
