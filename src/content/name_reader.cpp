#include "content/name_reader.h"

#include "content/english.h"

namespace delve {

EnglishName readName(const EntryReader& fields, int longest) {
    EnglishName name;
    name.one = fields.text(kNameKeys[0], longest);
    name.many = fields.textOr(kNameKeys[1], longest, plural(name.one));
    return name;
}

}  // namespace delve
