import { describe, expect, it } from "vitest";
import { upstreamMessage } from "./provider-transport";

describe("upstreamMessage", () => {
  it.each([
    ["Google's error body as text", '{"error":{"code":400,"message":"API key not valid"}}', "API key not valid"],
    [
      "OpenAI's parsed error body",
      { message: "context length exceeded", type: "invalid_request_error" },
      "context length exceeded",
    ],
    ["a body that is not JSON", "<html>Bad gateway</html>", "<html>Bad gateway</html>"],
    ["JSON without a message", '{"status":"down"}', '{"status":"down"}'],
  ])("reads %s", (_label, body, expected) => {
    expect(upstreamMessage(body)).toBe(expected);
  });

  it("has nothing to say for an empty parsed body", () => {
    expect(upstreamMessage(undefined)).toBeUndefined();
    expect(upstreamMessage({ code: 1 })).toBeUndefined();
  });
});
