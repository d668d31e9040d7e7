#include "ui/screens/skills_screen.h"

#include <algorithm>

#include "ui/app.h"
#include "ui/screens/aim_screen.h"
#include "ui/text/translation.h"

namespace delve {

namespace {

std::vector<const Skill*> skillsShown(const Hero& hero, const Rules& rules) {
    std::vector<const Skill*> shown = hero.skills;
    for (const Skill* skill : rules.skillsOf(*hero.heroClass)) {
        if (!hero.knows(*skill)) {
            shown.push_back(skill);
        }
    }
    return shown;
}

}  // namespace

SkillsScreen::SkillsScreen(const Hero& hero, const Rules& rules)
    : skills_(skillsShown(hero, rules)), choice_(static_cast<int>(skills_.size()), 0) {}

std::vector<LetteredChoice::Offer> SkillsScreen::offers(const App& app) const {
    const Hero& hero = app.game().hero();
    std::vector<LetteredChoice::Offer> shown;
    for (const Skill* skill : skills_) {
        SentenceArguments about = SentenceArguments{}
                                      .text("skill", trc("skill", skill->name))
                                      .text("school", trc("skill", skill->school))
                                      .number("mana", skill->mana)
                                      .number("level", skill->experienceLevel);
        const bool learnt = hero.knows(*skill);
        shown.push_back(
            {learnt ? trf("{skill} ({school}), {mana} mana", about)
                    : trf("{skill} ({school}), {mana} mana: learnt at level {level}", about),
             trc("skill", skill->description), learnt});
    }
    return shown;
}

void SkillsScreen::draw(const App& app, CellBuffer& buffer) const {
    const Hero& hero = app.game().hero();
    const std::string title =
        trf("Skills: mana {mana} of {most}",
            SentenceArguments{}.number("mana", hero.mana).number("most", hero.maxMana));
    if (skills_.empty()) {
        const LetteredChoice::Offer none{tr("Your class has no skills to learn."), "", false};
        choice_.draw(buffer, title, std::span(&none, 1), tr("Esc: close"), BoxOver::ThePlayScreen);
        return;
    }
    choice_.draw(buffer, title, offers(app), tr("a letter or Enter: use    Esc: close"),
                 BoxOver::ThePlayScreen);
}

void SkillsScreen::handle(App& app, const InputEvent& event) {
    if (event.kind != InputEvent::Kind::Key) {
        return;
    }
    switch (choice_.hear(event.key, offers(app))) {
        case LetteredChoice::Heard::Nothing:
            return;
        case LetteredChoice::Heard::Back:
            app.pop();
            return;
        case LetteredChoice::Heard::Chosen:
            break;
    }
    if (skills_.empty()) {
        app.pop();
        return;
    }
    const Skill& skill = *skills_[static_cast<std::size_t>(choice_.selected())];
    app.pop();
    if (skillAims(skill)) {
        startAiming(app, Aimed{Aimed::Kind::Skill, -1, &skill});
    } else {
        app.game().act(UseSkill{skill.id, std::nullopt});
    }
}

}  // namespace delve
