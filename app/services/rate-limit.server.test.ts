import { describe, expect, it } from "vitest";
import { SIGNIN_THROTTLE, signinLockSeconds } from "./rate-limit.server";

describe("sign-in lock", () => {
  it("lets the first failures through, then doubles the lock up to the cap", () => {
    const locks = Array.from({ length: 12 }, (_, i) => signinLockSeconds(i + 1));
    expect(locks.slice(0, SIGNIN_THROTTLE.freeFailures - 1)).toEqual([0, 0, 0, 0]);
    expect(locks.slice(4, 9)).toEqual([30, 60, 120, 240, 480]);
    expect(locks.slice(9)).toEqual([900, 900, 900]);
  });
});
