#include "game/deeds/deed.h"

namespace delve {

DeedResult StandStill::perform(World&, Actor&) const {
    return DeedResult::done();
}

}  // namespace delve
