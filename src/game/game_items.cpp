#include "game/game.h"
#include "game/items/charges.h"

namespace delve {

Outcome Game::useItem(const UseItem& use) {
    const Pack& pack = hero().pack;
    if (!pack.has(use.slot)) {
        return {};
    }
    const ItemKind& kind = *pack.at(use.slot).kind;
    if (zappable(kind)) {
        return zap(Zap{use.slot, use.place});
    }
    if (kind.itemClass != ItemClass::Potion && kind.itemClass != ItemClass::Scroll) {
        return heroDoes(PutToUse{use.slot});
    }
    const EffectAim aim = kind.effect != nullptr ? kind.effect->aim : EffectAim::None;
    const bool aimed = (aim == EffectAim::Place && use.place) ||
                       (aim == EffectAim::PackItem && (use.packSlot >= 0 || use.worn));
    if (aim != EffectAim::None && !aimed) {
        // Opening an unknown scroll that must be aimed shows what it is; it
        // is read once the player has chosen where, or kept unread.
        if (!world_.lore.knows(kind)) {
            world_.lore.learn(kind);
            say(MessageId::ItemIs, delve::about(world_, Item{&kind, 1}));
        }
        // One read on a thing is not offered with nothing to read it on
        // (identify, with all the pack known): it stays unread.
        if (aim == EffectAim::PackItem && !foresight().anythingToReadOn(use.slot)) {
            say(kind.effect->nothingToAimAt);
            return {};
        }
        return Outcome{false, true};
    }
    return heroDoes(UseUp{use.slot, EffectTarget{use.place, use.packSlot, use.worn}});
}

}  // namespace delve
