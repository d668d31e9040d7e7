#include "game/message.h"

#include "core/words.h"

namespace delve {

namespace {

// In the order of MessageId.
constexpr std::array<std::string_view, kMessageIdCount> kWords = {
    "text",
    "floor_entered",
    "door_opens",
    "secret_door_found",
    "water_too_deep",
    "wall_blocks",
    "no_stairs_here",
    "stairs_here",
    "sneak_attack",
    "hero_hits",
    "hero_misses",
    "hero_kills",
    "monster_hits",
    "monster_misses",
    "something_hits",
    "something_misses",
    "poisoned",
    "poison_wears_off",
    "level_up",
    "hero_dies",
    "killed_by",
    "killed_by_poison",
    "still_alive",
    "already_at_full_health",
    "cannot_rest_beside_monster",
    "cannot_explore_beside_monster",
    "cannot_travel_beside_monster",
    "cannot_rest_poisoned",
    "cannot_explore_poisoned",
    "cannot_travel_poisoned",
    "already_there",
    "travel_to_unseen",
    "travel_onto_wall",
    "travel_onto_water",
    "no_safe_way",
    "no_safe_way_any_more",
    "rested",
    "stop_resting",
    "explored",
    "explored_as_far_as_safe",
    "monster_flees",
    "monster_notices",
    "door_opens_somewhere",
    "keen_eyes_spot_secret_door",
    "stop_monster_comes",
    "stop_monster_moves",
    "stop_new_floor",
    "stop_hurt",
    "stop_secret_door",
    "hero_condition_begins",
    "hero_condition_ends",
    "monster_condition_begins",
    "monster_condition_ends",
    "monster_dies",
    "killed_by_bleeding",
    "cannot_rest_while",
    "cannot_explore_while",
    "cannot_travel_while",
    "stop_condition",
    "stumble_astray",
    "struggle_in_net",
    "hero_springs_trap",
    "monster_springs_trap",
    "trap_found",
    "kept_off_known_trap",
    "killed_by_fall",
    "search_finds_nothing",
    "door_closes",
    "no_open_door_beside",
    "doorway_blocked",
    "stop_trap_found",
    "travel_onto_trap",
};

}  // namespace

std::string_view messageWord(MessageId id) {
    return wordOf(kWords, id);
}

std::optional<MessageId> messageIdOfWord(std::string_view word) {
    return valueOfWord<MessageId>(kWords, word);
}

}  // namespace delve
