// The map counts the secret doors still hidden as its terrain changes, so
// a command can ask after every step without looking over the floor.
#include <gtest/gtest.h>

#include "map/map.h"

namespace delve {
namespace {

TEST(MapSecretDoors, AreCountedAsTheTerrainChanges) {
    Map map(5, 4, Terrain::Floor);
    EXPECT_EQ(map.hiddenSecretDoors(), 0);
    map.setTerrain({1, 1}, Terrain::SecretDoor);
    map.setTerrain({3, 2}, Terrain::SecretDoor);
    map.setTerrain({3, 2}, Terrain::SecretDoor);
    EXPECT_EQ(map.hiddenSecretDoors(), 2) << "a door set twice is one door";
    map.setTerrain({1, 1}, Terrain::ClosedDoor);
    EXPECT_EQ(map.hiddenSecretDoors(), 1) << "found";
    EXPECT_EQ(Map(3, 2, Terrain::SecretDoor).hiddenSecretDoors(), 6);
}

}  // namespace
}  // namespace delve
