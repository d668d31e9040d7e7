#pragma once

#include "core/source_error.h"

namespace delve {

// What is wrong with a save, and where: "source:line:column: problem".
class SaveError : public SourceError {
  public:
    using SourceError::SourceError;
};

}  // namespace delve
