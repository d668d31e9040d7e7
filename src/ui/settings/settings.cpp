#include "ui/settings/settings.h"

#include <algorithm>
#include <iterator>
#include <utility>

namespace delve {

std::vector<Key> keysStillFree(const Keymap& preset, const Keymap& keymap, Intent intent) {
    std::vector<Key> free;
    for (const Key& key : preset.keysFor(intent)) {
        if (!isKeptKey(key) && !keymap.intentFor(key)) {
            free.push_back(key);
        }
    }
    return free;
}

Keymap keymapOf(const Settings& settings) {
    const Keymap preset(settings.keyPreset);
    Keymap keymap = preset;
    // The intents with keys of their own first let the preset's go, so
    // that two of them may have traded keys.
    for (const KeyBinding& own : settings.ownKeys) {
        (void)keymap.rebind(own.intent, {});  // letting keys go is never refused
    }
    for (const KeyBinding& own : settings.ownKeys) {
        if (!keymap.rebind(own.intent, own.keys)) {
            continue;
        }
        // Refused (settings that readSettings would not give): what is free
        // of the preset's keys.
        (void)keymap.rebind(own.intent, keysStillFree(preset, keymap, own.intent));
    }
    return keymap;
}

std::optional<KeyRefusal> bindKeys(Settings& settings, Intent intent, std::vector<Key> keys) {
    Keymap keymap = keymapOf(settings);
    if (auto refused = keymap.rebind(intent, keys)) {
        return refused;
    }
    auto& own = settings.ownKeys;
    own.erase(std::remove_if(own.begin(), own.end(),
                             [&](const KeyBinding& each) { return each.intent == intent; }),
              own.end());
    if (keymap.keysFor(intent) != Keymap(settings.keyPreset).keysFor(intent)) {
        const auto at = std::find_if(own.begin(), own.end(),
                                     [&](const KeyBinding& each) { return each.intent > intent; });
        // Kept keys (the menu's Esc) are no one's to give, so not written.
        std::vector<Key> given;
        std::copy_if(keymap.keysFor(intent).begin(), keymap.keysFor(intent).end(),
                     std::back_inserter(given), [](const Key& key) { return !isKeptKey(key); });
        own.insert(at, KeyBinding{intent, std::move(given)});
    }
    return std::nullopt;
}

}  // namespace delve
