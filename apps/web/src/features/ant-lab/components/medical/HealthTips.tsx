// The Medical Center's care tips, as spec 001 §2 lists them.
const HEALTH_TIPS = [
  { icon: "🍎", text: "Keep food above 15 for a strong, healthy ant." },
  { icon: "💧", text: "Water below 10 causes dehydration." },
  { icon: "❤️", text: "Health below 20% is critical: treat it before the next battle." },
  { icon: "😴", text: "Energy below 5% needs rest." },
] as const;

export function HealthTips() {
  return (
    <aside className="card medical-tips" aria-labelledby="medical-tips-title">
      <h2 id="medical-tips-title">Health tips</h2>
      <ul>
        {HEALTH_TIPS.map((tip) => (
          <li key={tip.text}>
            <span aria-hidden="true">{tip.icon}</span> {tip.text}
          </li>
        ))}
      </ul>
    </aside>
  );
}
