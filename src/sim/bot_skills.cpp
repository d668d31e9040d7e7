// The careful bot's skills: each kind of skill is worth its mana only in
// some fights, as a player would judge it.
#include <algorithm>

#include "game/fight_odds.h"
#include "sim/careful_bot.h"

namespace delve {

namespace {

// Below this share of her health (in percent), a mending skill is worth it.
constexpr int kMendPercent = 45;

// Where (if anywhere) a skill is worth using now: a cell for one that
// aims, nothing for one that does not. No answer: not worth it.
struct Worth {
    const Game& game;
    const Skill& skill;
    std::span<const Monster* const> foes;
    std::span<const Monster* const> adjacent;
    bool hard = false;
    bool low = false;

    using Use = std::optional<std::optional<Point>>;
    static constexpr std::optional<Point> kNoTarget{};

    const Hero& hero() const { return game.hero(); }
    bool strikes(Point at) const {
        const AimReach reach = game.foresight().reachOf(Aimed{Aimed::Kind::Skill, -1, &skill}, at);
        return std::ranges::count(reach.struck, at) > 0;
    }
    int within(int range) const {
        return static_cast<int>(std::ranges::count_if(foes, [&](const Monster* foe) {
            return chebyshevDistance(foe->position, hero().position) <= range;
        }));
    }

    Use operator()(const Whirlwind&) const {
        return adjacent.size() >= 2 ? Use{kNoTarget} : std::nullopt;
    }
    // The toughest beside her, if it takes more than a blow or two.
    Use operator()(const CripplingBlow& blow) const {
        const Monster* toughest = nullptr;
        for (const Monster* foe : adjacent) {
            if (!foe->conditions.has(blow.condition) && turnsToKill(hero(), *foe) >= 2.5 &&
                (toughest == nullptr ||
                 turnsToKill(hero(), *foe) > turnsToKill(hero(), *toughest))) {
                toughest = foe;
            }
        }
        return toughest != nullptr ? Use{toughest->position} : std::nullopt;
    }
    Use operator()(const Mend&) const {
        return hero().hp * 100 <= hero().maxHp * kMendPercent ? Use{kNoTarget} : std::nullopt;
    }
    Use operator()(const Frighten& cry) const {
        return (hard || low) && within(cry.range) > 0 ? Use{kNoTarget} : std::nullopt;
    }
    Use operator()(const Daze& daze) const {
        return (hard || within(daze.range) >= 2) && within(daze.range) > 0 ? Use{kNoTarget}
                                                                           : std::nullopt;
    }
    Use operator()(const Bolster& bolster) const {
        return (hard || foes.size() >= 2) && !hero().conditions.has(bolster.condition)
                   ? Use{kNoTarget}
                   : std::nullopt;
    }
    // At one that hunts her and could be beaten, for the first blow.
    Use operator()(const Charge&) const {
        if (hard || !adjacent.empty()) {
            return std::nullopt;
        }
        for (const Monster* foe : foes) {
            if (foe->hunting() && strikes(foe->position)) {
                return Use{foe->position};
            }
        }
        return std::nullopt;
    }
    // Away, when it is beyond her and she is hurt: the cell in reach
    // farthest from the nearest foe.
    Use operator()(const ShadowStep& step) const {
        if (!hard || !low) {
            return std::nullopt;
        }
        std::optional<Point> best;
        int bestGap = 0;
        const Point from = hero().position;
        for (int dy = -step.distance; dy <= step.distance; ++dy) {
            for (int dx = -step.distance; dx <= step.distance; ++dx) {
                const Point cell{from.x + dx, from.y + dy};
                const AimReach reach =
                    game.foresight().reachOf(Aimed{Aimed::Kind::Skill, -1, &skill}, cell);
                if (reach.path.empty()) {
                    continue;
                }
                int gap = 1000;
                for (const Monster* foe : foes) {
                    gap = std::min(gap, chebyshevDistance(foe->position, cell));
                }
                if (gap > bestGap) {
                    bestGap = gap;
                    best = cell;
                }
            }
        }
        return best && bestGap > 2 ? Use{best} : std::nullopt;
    }
};

}  // namespace

std::optional<Request> CarefulBot::skill(const Game& game, const Surroundings& around, bool hard,
                                         bool low) {
    if (!may(Option::Skill)) {
        return std::nullopt;
    }
    const Hero& hero = game.hero();
    for (const Skill* known : hero.skills) {
        if (hero.mana < known->mana) {
            continue;
        }
        const Worth worth{game, *known, around.foes, around.adjacent, hard, low};
        if (const auto use = std::visit(worth, known->effect)) {
            return take(Option::Skill, UseSkill{known->id, *use});
        }
    }
    return std::nullopt;
}

}  // namespace delve
