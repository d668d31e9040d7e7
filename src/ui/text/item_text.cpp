#include "ui/text/item_text.h"

#include <array>
#include <string_view>

#include "game/bolts/bolt_rule.h"
#include "game/effects/item_effect.h"
#include "game/items/charges.h"
#include "ui/text/translation.h"

namespace delve {

namespace {

// What each effect does, by the effect's word (data/items.toml); {number}
// is the kind's power.
struct EffectWords {
    std::string_view word;
    std::string_view english;
};

constexpr auto kEffects = std::to_array<EffectWords>({
    {"heal", N_("heals {number} health")},
    {"cure", N_("cures poison")},
    {"haste", N_("hastes you for {number} turns")},
    {"confuse", N_("confuses you for {number} turns")},
    {"descend", N_("sinks you to the floor below")},
    {"gain_level", N_("raises your level by one")},
    {"magic_mapping", N_("shows the whole floor's layout")},
    {"fireball", N_("burns all around a place you choose: {number} damage")},
    {"teleport", N_("takes you somewhere else on the floor")},
    {"identify", N_("tells what one thing in your pack is")},
    {"aggravate", N_("wakes every monster on the floor")},
    {"enchant", N_("strengthens one weapon, bow, armour or ring for good: +{number}")},
});

// A bonus with its sign: "+5", "-15", "+0".
std::string signedNumber(int value) {
    return (value < 0 ? "" : "+") + std::to_string(value);
}

std::string effectUse(const ItemKind& kind) {
    for (const EffectWords& effect : kEffects) {
        if (kind.effect != nullptr && effect.word == kind.effect->word) {
            return trf(effect.english, SentenceArguments{}.number("number", kind.power));
        }
    }
    return {};
}

// What each bolt does, by the bolt's word (data/items.toml); {dice} is its
// damage, {number} the turns what it puts on lasts.
constexpr auto kBolts = std::to_array<EffectWords>({
    {"lightning", N_("lightning through every monster in a line: damage {dice}")},
    {"fire", N_("fire at the first monster in its way: damage {dice}")},
    {"slowing", N_("slows the first monster in its way for {number} turns")},
    {"poison", N_("poisons the first monster in its way for {number} turns")},
    {"confusing", N_("confuses the first monster in its way for {number} turns")},
    {"teleporting", N_("sends the first monster in its way somewhere else on the floor")},
});

std::string boltUse(const ItemKind& kind) {
    std::string bolt;
    for (const EffectWords& words : kBolts) {
        if (kind.bolt != nullptr && words.word == kind.bolt->word) {
            bolt = trf(
                words.english,
                SentenceArguments{}.text("dice", kind.damage.text()).number("number", kind.power));
        }
    }
    const SentenceArguments about = SentenceArguments{}
                                        .text("bolt", bolt)
                                        .number("range", kind.range)
                                        .number("number", kind.recharge);
    if (kind.itemClass == ItemClass::Staff) {
        // TRANSLATORS: {bolt} is what a zap does ("slows the first monster...").
        return trf("{bolt}; range {range}; a charge comes back every {number} turns", about);
    }
    // TRANSLATORS: {bolt} is what a zap does ("slows the first monster...").
    return trf("{bolt}; range {range}; its charges never come back", about);
}

// Each property by its word: what the name adds, and what it does.
struct PropertyWords {
    std::string_view word;
    std::string_view phrase;
    std::string_view use;
};

constexpr auto kProperties = std::to_array<PropertyWords>({
    // TRANSLATORS: what a weapon's name adds once its property is known: "a sword of draining".
    {"draining", N_("of draining"), N_("each blow that lands gives you back some health")},
    {"venom", N_("of venom"), N_("each blow that lands poisons")},
    {"slowing", N_("of slowing"), N_("each blow that lands slows")},
    // TRANSLATORS: what armour's name adds once its property is known: "leather armour of thorns".
    {"thorns", N_("of thorns"), N_("what strikes you is pricked")},
    {"mending", N_("of mending"), N_("your wounds close faster")},
    {"warding", N_("of warding"), N_("poison never takes hold of you")},
});

const PropertyWords* wordsOf(std::string_view word) {
    for (const PropertyWords& property : kProperties) {
        if (property.word == word) {
            return &property;
        }
    }
    return nullptr;
}

std::string ringUse(const ItemKind& kind) {
    switch (kind.ring) {
        case RingPower::Protection:
            return trf("defence {bonus}",
                       SentenceArguments{}.text("bonus", signedNumber(kind.power)));
        case RingPower::Regeneration:
            return tr("your wounds close faster");
        case RingPower::Sight:
            return trf("you see {bonus} cells farther",
                       SentenceArguments{}.text("bonus", signedNumber(kind.power)));
        case RingPower::Life:
            return tr("saves your life once, and crumbles");
        case RingPower::None:
            break;
    }
    return {};
}

}  // namespace

std::string propertyPhrase(std::string_view word) {
    const PropertyWords* words = wordsOf(word);
    return words != nullptr ? tr(words->phrase) : std::string();
}

std::string propertyUse(Property property) {
    const PropertyWords* words = wordsOf(propertyWord(property));
    return words != nullptr ? tr(words->use) : std::string();
}

Noun itemNoun(const ItemLore& lore, const ItemKind& kind) {
    const ItemLook* look = lore.knows(kind) ? nullptr : lore.lookOf(kind);
    return look != nullptr ? nounOf(*look) : nounOf(kind);
}

Colour itemColour(const ItemLore& lore, const ItemKind& kind) {
    const ItemLook* look = lore.lookOf(kind);
    return look != nullptr ? look->colour : kind.colour;
}

std::string itemName(const ItemLore& lore, const Item& item) {
    std::string name = countedNameIn(itemNoun(lore, *item.kind), item.count);
    if (item.property && item.propertyKnown) {
        // TRANSLATORS: a thing and what it holds: "a sword of draining".
        name = trf("{name} {property}",
                   SentenceArguments{}
                       .text("name", name)
                       .text("property", propertyPhrase(propertyWord(*item.property))));
    }
    if (item.kind->itemClass == ItemClass::Staff) {
        name += " [" + std::to_string(item.charges) + "/" + std::to_string(mostCharges(item)) + "]";
    } else if (item.kind->itemClass == ItemClass::Wand) {
        name += " [" + std::to_string(item.charges) + "]";
    }
    if (item.enchantment == 0) {
        return name;
    }
    // TRANSLATORS: a thing and how far it is enchanted: "a sword (+2)".
    return trf(
        "{name} ({bonus})",
        SentenceArguments{}.text("name", name).text("bonus", signedNumber(item.enchantment)));
}

std::string itemUse(const ItemLore& lore, const ItemKind& kind) {
    const SentenceArguments dice = SentenceArguments{}
                                       .text("dice", kind.damage.text())
                                       .text("bonus", signedNumber(kind.accuracy))
                                       .number("range", kind.range);
    switch (kind.itemClass) {
        case ItemClass::Potion:
            return lore.knows(kind) ? effectUse(kind) : tr("unknown until you drink one");
        case ItemClass::Scroll:
            return lore.knows(kind) ? effectUse(kind) : tr("unknown until you read one");
        case ItemClass::Weapon:
            return trf("damage {dice}, {bonus} to hit", dice);
        case ItemClass::Bow:
            return trf("shoots arrows: damage {dice}, {bonus} to hit, range {range}", dice);
        case ItemClass::Arrows:
            return tr("shot from a bow");
        case ItemClass::Missile:
            return trf("thrown: damage {dice}, {bonus} to hit, range {range}", dice);
        case ItemClass::Armour:
            if (kind.slowness > 0) {
                return trf("defence {defence}, noise {noise}, slows you by {slowness}",
                           SentenceArguments{}
                               .number("defence", kind.defence)
                               .number("noise", kind.noise)
                               .number("slowness", kind.slowness));
            }
            return trf(
                "defence {defence}, noise {noise}",
                SentenceArguments{}.number("defence", kind.defence).number("noise", kind.noise));
        case ItemClass::Ring:
            return ringUse(kind);
        case ItemClass::Gold:
            return {};
        case ItemClass::Amulet:
            return tr("what you came down here for");
        case ItemClass::Treasure:
            return tr("worth something to someone");
        case ItemClass::Staff:
        case ItemClass::Wand:
            return boltUse(kind);
    }
    return {};
}

std::string placeInUse(EquipSlot slot) {
    switch (slot) {
        case EquipSlot::Weapon:
            return tr("in hand");
        case EquipSlot::Bow:
            return tr("ready to shoot");
        case EquipSlot::Armour:
            return tr("worn");
        case EquipSlot::LeftRing:
            return tr("on the left hand");
        case EquipSlot::RightRing:
            return tr("on the right hand");
    }
    return {};
}

}  // namespace delve
