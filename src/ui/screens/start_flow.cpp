#include "ui/screens/start_flow.h"

#include <memory>

#include "ui/app.h"
#include "ui/screens/adventure_screen.h"
#include "ui/screens/class_screen.h"
#include "ui/screens/name_screen.h"

namespace delve {

void StartFlow::begin() {
    askFrom(Question::Adventure);
}

void StartFlow::again() {
    toChoose_.heroClass = true;
    screens_ = 0;
    askFrom(Question::Adventure);
}

void StartFlow::chooseAdventure(const std::string& id) {
    options_.adventure = id;
    askFrom(Question::Class);
}

void StartFlow::chooseClass(const std::string& heroClass) {
    options_.heroClass = heroClass;
    askFrom(Question::Name);
}

void StartFlow::chooseName(const std::string& name, HeroGender gender) {
    const HeroClass* chosen = app_.rules().heroClass(options_.heroClass);
    const bool offered = chosen != nullptr && name == chosen->heroName;
    typedName_ = offered ? std::string() : name;
    options_.heroName = name;
    options_.heroGender = gender;
    askFrom(Question::Begin);
}

HeroGender StartFlow::offeredGender() const {
    if (options_.heroGender) {
        return *options_.heroGender;
    }
    const HeroClass* chosen = app_.rules().heroClass(options_.heroClass);
    return chosen != nullptr ? chosen->heroGender : HeroGender::Female;
}

std::string StartFlow::offeredName() const {
    if (!typedName_.empty()) {
        return typedName_;
    }
    const HeroClass* chosen = app_.rules().heroClass(options_.heroClass);
    return chosen != nullptr ? chosen->heroName : std::string();
}

void StartFlow::askFrom(Question question) {
    const Rules& rules = app_.rules();
    if (question == Question::Adventure) {
        if (toChoose_.adventure && rules.adventures.size() > 1) {
            ++screens_;
            app_.push(std::make_unique<AdventureScreen>(rules, options_.adventure));
            return;
        }
        question = Question::Class;
    }
    if (question == Question::Class) {
        if (toChoose_.heroClass) {
            ++screens_;
            app_.push(std::make_unique<ClassScreen>(rules, options_.heroClass));
            return;
        }
        question = Question::Name;
    }
    if (question == Question::Name) {
        if (toChoose_.name) {
            ++screens_;
            app_.push(std::make_unique<NameScreen>(offeredName(), offeredGender()));
            return;
        }
    }
    const int chosen = screens_;
    screens_ = 0;
    app_.beginRun(chosen);
}

void StartFlow::back() {
    if (screens_ > 1) {
        --screens_;
        app_.pop();
    } else {
        app_.requestQuit();
    }
}

}  // namespace delve
