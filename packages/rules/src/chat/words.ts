// Reading a player's chat message: greetings, praise, insults, questions and the topics it touches.
import type { NeedName } from "../ant";

/** [T3] Words that praise the ant (each distinct one lifts mood). */
export const PRAISE_WORDS = [
  "good",
  "great",
  "love",
  "awesome",
  "proud",
  "best",
  "brave",
  "amazing",
  "nice",
  "wonderful",
  "cute",
  "clever",
  "smart",
  "fantastic",
  "excellent",
  "beautiful",
  "cool",
  "hero",
  "champion",
  "adorable",
] as const;
/** [T4] Words that insult the ant (each distinct one lowers mood). */
export const INSULT_WORDS = [
  "stupid",
  "dumb",
  "ugly",
  "hate",
  "useless",
  "weak",
  "lazy",
  "loser",
  "idiot",
  "worst",
  "bad",
  "pathetic",
  "gross",
] as const;
/** [T3][T4] A praise or insult word right after one of these (or one word later) does not count. */
export const NEGATION_WORDS = ["not", "no", "never", "don't", "dont", "isn't", "aren't", "wasn't"] as const;
/** [T5] Words that open a conversation. */
export const GREETING_WORDS = ["hi", "hello", "hey", "yo", "hiya", "howdy", "greetings", "sup", "morning"] as const;
/** [T5] "good morning" and the like are greetings, not praise. */
export const GREETING_TIMES = ["morning", "afternoon", "evening", "night", "day"] as const;
/** [T6] Words that ask about fighting strength or training. */
export const STRENGTH_WORDS = [
  "strong",
  "stronger",
  "strength",
  "fight",
  "fighting",
  "fighter",
  "battle",
  "battles",
  "train",
  "training",
  "stats",
  "power",
  "powerful",
  "tough",
  "skill",
  "skills",
  "combat",
  "arena",
] as const;
/** [T7] Words that ask how the ant feels. */
export const FEELING_WORDS = ["feel", "feeling", "mood", "ok", "okay", "alright", "doing"] as const;
/** [T7] Words that ask about one need. */
export const NEED_TOPIC_WORDS: Record<NeedName, readonly string[]> = {
  food: ["hungry", "food", "eat", "eating", "feed", "snack", "starving", "meal"],
  water: ["thirsty", "water", "drink"],
  rest: ["tired", "sleep", "sleepy", "rest", "nap", "exhausted"],
  hygiene: ["dirty", "clean", "bath", "wash", "smell", "filthy", "hygiene"],
  exercise: ["exercise", "run", "walk", "bored", "restless"],
};
/** [T8] First words that make a message a question even without "?". */
export const QUESTION_STARTS = [
  "what",
  "why",
  "how",
  "who",
  "where",
  "when",
  "which",
  "do",
  "does",
  "are",
  "is",
  "can",
  "will",
  "would",
  "should",
] as const;

/** [T3]–[T8] What a message is about. */
export interface MessageReading {
  words: string[];
  greeting: boolean;
  praise: string[];
  insults: string[];
  question: boolean;
  aboutStrength: boolean;
  aboutFeelings: boolean;
  aboutNeed: NeedName | null;
}

/** [T3] Lower-case words of a message; curly apostrophes count as straight ones. */
export function messageWords(message: string): string[] {
  return (
    message
      .toLowerCase()
      .replace(/\u2019/g, "'")
      .match(/[a-z']+/g) ?? []
  );
}

function has(list: readonly string[], word: string | undefined): boolean {
  return word !== undefined && list.includes(word);
}

function negated(words: string[], index: number): boolean {
  return has(NEGATION_WORDS, words[index - 1]) || has(NEGATION_WORDS, words[index - 2]);
}

function distinctMatches(words: string[], list: readonly string[], skip: (index: number) => boolean): string[] {
  const found = new Set<string>();
  words.forEach((word, index) => {
    if (has(list, word) && !negated(words, index) && !skip(index)) found.add(word);
  });
  return [...found];
}

/** [T3]–[T8] Reads a message: greeting, distinct praise and insult words (negated ones skipped), topics, question. */
export function readMessage(message: string): MessageReading {
  const words = messageWords(message);
  const greetingTime = (index: number) => words[index] === "good" && has(GREETING_TIMES, words[index + 1]);
  const aboutNeed =
    (Object.keys(NEED_TOPIC_WORDS) as NeedName[]).find((need) =>
      words.some((word) => NEED_TOPIC_WORDS[need].includes(word)),
    ) ?? null;
  return {
    words,
    greeting: words.some((word) => has(GREETING_WORDS, word)) || words.some((_, index) => greetingTime(index)),
    praise: distinctMatches(words, PRAISE_WORDS, greetingTime),
    insults: distinctMatches(words, INSULT_WORDS, () => false),
    question: message.includes("?") || has(QUESTION_STARTS, words[0]),
    aboutStrength: words.some((word) => has(STRENGTH_WORDS, word)),
    aboutFeelings:
      words.some((word) => has(FEELING_WORDS, word)) ||
      /\bhow (are|r) (you|u)\b|\bhow's it going\b|\bwhat's up\b/.test(words.join(" ")),
    aboutNeed,
  };
}
