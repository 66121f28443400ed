import { Anchor, Center, Stack, Text, Title } from "@mantine/core";

export default function Index() {
  return (
    <Center mih="100vh">
      <Stack align="center" gap="xs">
        <Title>Askdata</Title>
        <Text c="dimmed">Ask your data questions in plain language.</Text>
        <Anchor href="/api/health/detailed">System status</Anchor>
      </Stack>
    </Center>
  );
}
