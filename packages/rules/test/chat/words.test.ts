// Reading a chat message and the mood it brings.
import { describe, expect, it } from "vitest";
import { chatMoodDelta } from "../../src/chat/mood";
import { readMessage } from "../../src/chat/words";

describe("reading a message", () => {
  it("[T3] praise words raise mood by 1 each, at most +2 per message", () => {
    expect(chatMoodDelta("good ant", 10)).toBe(1);
    expect(chatMoodDelta("You are brave and amazing", 10)).toBe(2);
    expect(chatMoodDelta("great great great", 10)).toBe(1);
    expect(chatMoodDelta("good great love awesome proud best", 10)).toBe(2);
  });

  it("[T3] mood never goes above 20", () => {
    expect(chatMoodDelta("brave and amazing", 19.5)).toBe(0.5);
    expect(chatMoodDelta("brave and amazing", 20)).toBe(0);
  });

  it("[T3] negated praise and 'good morning' do not count", () => {
    expect(readMessage("you are not good").praise).toEqual([]);
    expect(readMessage("I don't love this").praise).toEqual([]);
    expect(readMessage("Good morning!").praise).toEqual([]);
    expect(readMessage("Good morning!").greeting).toBe(true);
  });

  it("[T4] insults lower mood, at most −2, never below 0", () => {
    expect(chatMoodDelta("you are stupid", 10)).toBe(-1);
    expect(chatMoodDelta("stupid ugly useless ant", 10)).toBe(-2);
    expect(chatMoodDelta("stupid", 0.5)).toBe(-0.5);
    expect(chatMoodDelta("you're not bad", 10)).toBe(0);
  });

  it("[T5]–[T8] greetings, strength questions, feelings, need topics and questions", () => {
    const reading = readMessage("Hey! How strong are you?");
    expect(reading).toMatchObject({ greeting: true, aboutStrength: true, question: true, aboutNeed: null });
    expect(readMessage("how are you").aboutFeelings).toBe(true);
    expect(readMessage("Are you thirsty").aboutNeed).toBe("water");
    expect(readMessage("Are you thirsty").question).toBe(true);
    expect(readMessage("I brought a snack").question).toBe(false);
    expect(readMessage("I brought a snack").aboutNeed).toBe("food");
    expect(readMessage("You’re great").praise).toEqual(["great"]);
  });
});
