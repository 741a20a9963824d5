// Amounts in integer milli-units, shown in 'ETH' ([K1]).
import { describe, expect, it } from "vitest";
import { CURRENCY_UNIT, formatAmount, fromMilli, MILLI_PER_UNIT, toMilli } from "../../src/economy/money";

describe("money", () => {
  it("[K1] 1 unit is 1000 milli-units, shown as ETH with up to three decimals", () => {
    expect(MILLI_PER_UNIT).toBe(1000);
    expect(CURRENCY_UNIT).toBe("ETH");
    expect(toMilli(0.1)).toBe(100);
    expect(toMilli(0.3)).toBe(300);
    expect(fromMilli(95)).toBe(0.095);
    expect(formatAmount(10_000)).toBe("10 ETH");
    expect(formatAmount(95)).toBe("0.095 ETH");
    expect(formatAmount(1_500)).toBe("1.5 ETH");
    expect(formatAmount(-200)).toBe("-0.2 ETH");
  });
});
