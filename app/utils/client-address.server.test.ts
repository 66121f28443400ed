import { describe, expect, it } from "vitest";
import { SOCKET_ADDRESS_HEADER, clientAddress } from "./client-address.server";

const request = (headers: Record<string, string>) =>
  new Request("http://x/", { headers: { [SOCKET_ADDRESS_HEADER]: "::ffff:10.1.1.1", ...headers } });

describe("client address", () => {
  it("is the socket's address unless TRUST_PROXY names a header", () => {
    const spoofed = request({ "X-Forwarded-For": "1.2.3.4", "Fly-Client-IP": "5.6.7.8" });
    expect(clientAddress(spoofed, null)).toBe("10.1.1.1");
  });

  it("takes the right-most X-Forwarded-For entry, the one the proxy appended", () => {
    expect(clientAddress(request({ "X-Forwarded-For": "1.2.3.4, 9.9.9.9" }), "x-forwarded-for")).toBe("9.9.9.9");
    expect(clientAddress(request({}), "x-forwarded-for")).toBe("10.1.1.1");
  });

  it("takes Fly-Client-IP on Fly", () => {
    expect(clientAddress(request({ "Fly-Client-IP": "5.6.7.8", "X-Forwarded-For": "1.2.3.4" }), "fly-client-ip")).toBe(
      "5.6.7.8",
    );
  });
});
