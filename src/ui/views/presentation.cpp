#include "ui/views/presentation.h"

#include <algorithm>

namespace delve {

namespace {
constexpr Colour kHurtFlash{230, 30, 20};
constexpr Colour kHealFlash{40, 220, 60};
constexpr Colour kLevelFlash{240, 220, 90};
constexpr Colour kFireFlash{250, 130, 30};
}  // namespace

void Presentation::show(const std::vector<GameEvent>& events, Point hero) {
    for (const GameEvent& event : events) {
        switch (event.kind) {
            case GameEvent::Kind::HeroHit:
                flashes_.push_back({event.cell, kHurtFlash, 60});
                sounds_.push_back(SoundCue::Hit);
                break;
            case GameEvent::Kind::HeroMissed:
            case GameEvent::Kind::MonsterMissed:
                sounds_.push_back(SoundCue::Miss);
                break;
            case GameEvent::Kind::MonsterKilled:
                flashes_.push_back({event.cell, kHurtFlash, 80});
                sounds_.push_back(SoundCue::Kill);
                break;
            case GameEvent::Kind::HeroHurt:
                flashes_.push_back({event.cell, kHurtFlash, 60});
                sounds_.push_back(SoundCue::Hurt);
                break;
            case GameEvent::Kind::Healed:
                flashes_.push_back({event.cell, kHealFlash, 60});
                sounds_.push_back(SoundCue::Heal);
                break;
            case GameEvent::Kind::LevelUp:
                flashes_.push_back({event.cell, kLevelFlash, 60});
                sounds_.push_back(SoundCue::LevelUp);
                break;
            case GameEvent::Kind::HeroDied:
                sounds_.push_back(SoundCue::Death);
                break;
            case GameEvent::Kind::Burned:
                flashes_.push_back({event.cell, kFireFlash, 70});
                if (std::ranges::find(sounds_, SoundCue::Burst) == sounds_.end()) {
                    sounds_.push_back(SoundCue::Burst);
                }
                break;
            case GameEvent::Kind::ItemUsed:
            case GameEvent::Kind::PickedUp:
                sounds_.push_back(SoundCue::PickUp);
                break;
            case GameEvent::Kind::MissileFlew:
            case GameEvent::Kind::LightningLit:
            case GameEvent::Kind::HeavyBlow:
                if (playsAnimations_) {
                    animation_.add(event, hero);
                }
                break;
            case GameEvent::Kind::CellEntered:
            case GameEvent::Kind::PersonSpokenTo:
                break;
        }
    }
}

}  // namespace delve
