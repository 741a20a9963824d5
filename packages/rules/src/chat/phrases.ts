// What the built-in personality engine says: lines by mood tone, need, event and stat.
import type { NeedName, StatName } from "../ant";
import type { MoodTone } from "../colony/mood";

/** [T5] Answers to a greeting; {name} is the ant's name. */
export const GREETING_LINES: Record<MoodTone, readonly string[]> = {
  cheerful: ["Hi there! {name} is so happy to see you!", "Hello, hello! Your favourite ant {name} reporting in!"],
  calm: ["Hey. {name} here.", "Oh, hi! Nice of you to drop by."],
  glum: ["Oh… hi.", "Hey… it's you. {name} isn't having the best day."],
};

/** [T3] Answers to praise. */
export const PRAISE_LINES: Record<MoodTone, readonly string[]> = {
  cheerful: ["Aww, you're making my antennae wiggle!", "You really think so? That means the world to me!"],
  calm: ["Thanks, that's nice to hear.", "Heh, thank you. I'll try to live up to it."],
  glum: ["Thanks… I needed that.", "That's kind of you. I feel a little better."],
};

/** [T4] Answers to an insult: defiant ants (aggression 12+) bite back, others are hurt. */
export const INSULT_LINES = {
  defiant: ["Say that again in the arena!", "Careful. These mandibles aren't just for show."],
  hurt: ["That… really stings.", "Why would you say that? I'm trying my best."],
} as const;
/** [T4] Aggression from which an insulted ant bites back. */
export const DEFIANT_AGGRESSION_FROM = 12;

/** [T7] How the ant says it feels; {mood} is its mood word in lower case. */
export const FEELING_LINES: Record<MoodTone, readonly string[]> = {
  cheerful: ["I'm feeling {mood}! Life in the colony is sweet.", "Honestly? {mood}! Best day ever."],
  calm: ["I'm feeling {mood}. Just a normal ant day.", "Pretty {mood}, thanks for asking."],
  glum: ["I'm feeling {mood}…", "Not great. Kind of {mood}, to be honest."],
};

/** [T9] What the ant says when a need is low (below 8): starving, thirsty, exhausted, filthy, restless. */
export const NEED_COMPLAINTS: Record<NeedName, readonly string[]> = {
  food: ["I'm starving… could you feed me?", "I'm starving… is there any food around?"],
  water: ["I'm so thirsty… some water, please?", "I'm thirsty… my antennae are drooping."],
  rest: ["I'm exhausted… I really need some rest.", "I'm exhausted… can I take a nap?"],
  hygiene: ["I feel filthy… could you clean me?", "I'm filthy… there's dirt in every joint."],
  exercise: ["I'm so restless… let's go for a run!", "I feel restless… I need to stretch my legs."],
};
/** [T9] Added when the need is critical (below 5). */
export const CRITICAL_NEED_SUFFIX = " It's getting serious!";
/** [T9] Answer to a question about a need that is not low; {status} is its status word. */
export const NEED_FINE_LINES: Record<NeedName, string> = {
  food: "I'm not hungry, thanks — my food is {status}.",
  water: "I'm not thirsty — my water is {status}.",
  rest: "I feel rested enough — my rest is {status}.",
  hygiene: "I'm clean enough — my hygiene is {status}.",
  exercise: "I've moved around plenty — my exercise is {status}.",
};

/** [T6] How the ant describes its best stats; {stats} reads "strength 14 and speed 12", {level} its level. */
export const STRENGTH_LINES: Record<MoodTone, readonly string[]> = {
  cheerful: ["My best are {stats} — level {level} and climbing!", "Check out my {stats}! Level {level} and ready!"],
  calm: ["My strongest stats are {stats}. I'm level {level}.", "I'd say {stats} are my strengths, at level {level}."],
  glum: ["I guess my {stats} are alright… level {level}.", "{stats}, I suppose. Level {level}, for what it's worth."],
};
/** [T6] Added when the ant is too worn out to fight (energy below 30 or health below 50). */
export const WORN_OUT_LINE = "But I'm too worn out to fight right now.";
/** [T6] Below these the ant says it is worn out. */
export const WORN_OUT_ENERGY_BELOW = 30;
export const WORN_OUT_HEALTH_BELOW = 50;
/** [T6] How a stat is named in a sentence. */
export const STAT_WORDS: Partial<Record<StatName, string>> = { armor: "armor", counter: "counter-attacks" };

/** [T10] Lines about a recent event, by the event's name; other events use UNKNOWN_EVENT_LINE. */
export const EVENT_LINES: Record<string, string> = {
  fed: "Thanks for the meal earlier!",
  watered: "That water really hit the spot.",
  rested: "That nap did me a lot of good.",
  cleaned: "I still feel so fresh from my bath.",
  exercised: "My legs are still buzzing from that workout.",
  trained: "All that training is paying off, I can feel it!",
  "won a battle": "Did you see me win that battle?",
  "lost a battle": "I'm still sore about losing that battle…",
  "leveled up": "I leveled up — can you believe it?",
  treated: "Thanks for patching me up.",
};
/** [T10] {event} is the event text as given, e.g. "I'm still thinking about when I found a crumb." */
export const UNKNOWN_EVENT_LINE = "I'm still thinking about when I {event}.";

/** [T8] Answers to a question the engine has no topic for. */
export const QUESTION_LINES: Record<MoodTone, readonly string[]> = {
  cheerful: ["Ooh, good question! I think the answer is more sugar.", "Hmm! Ask me again after a snack?"],
  calm: ["Hmm, I'm just an ant, but I'll think about it.", "Good question. Ants don't always know."],
  glum: ["I don't know…", "Does it matter? I'm not sure."],
};
/** [T8] Put in front of a question answer by a clever ant (intelligence 15+). */
export const THOUGHTFUL_PREFIX = "Let me think. ";
export const THOUGHTFUL_INTELLIGENCE_FROM = 15;

/** [T11] Small talk when nothing else applies. */
export const SMALL_TALK_LINES: Record<MoodTone, readonly string[]> = {
  cheerful: ["I love chatting with you!", "Tell me more! I'm all antennae."],
  calm: ["Mm-hm, I'm listening.", "Interesting. Tell me more."],
  glum: ["Mm.", "Okay…"],
};
/** [T12] Said when the player repeats their last message. */
export const REPEATED_MESSAGE_LINE = "You just said that!";
/** [T12] Added when a reply would otherwise repeat the ant's last reply word for word. */
export const VARIETY_TAILS = ["*wiggles antennae*", "*taps a leg*", "*tilts head*"] as const;
