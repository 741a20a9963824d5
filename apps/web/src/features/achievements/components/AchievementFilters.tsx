// The achievements filter bar: one choice among all, unlocked, locked and the five types (toggle buttons).
import { ACHIEVEMENT_FILTERS, type AchievementFilter } from "@antbrawl/rules/achievements/progress";

const label = (filter: AchievementFilter) => filter[0]!.toUpperCase() + filter.slice(1);

interface AchievementFiltersProps {
  value: AchievementFilter;
  counts: Record<AchievementFilter, number>;
  onChange: (filter: AchievementFilter) => void;
}

export function AchievementFilters({ value, counts, onChange }: AchievementFiltersProps) {
  return (
    <fieldset className="filter-bar">
      <legend className="visually-hidden">Filter achievements</legend>
      {ACHIEVEMENT_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          className="filter-button"
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
        >
          {label(filter)}
          <span className="filter-count" aria-hidden="true">
            {counts[filter]}
          </span>
        </button>
      ))}
    </fieldset>
  );
}
