// An SVG document read back with a real XML parser (tinyxml2), for tests of
// goproof's pictures: elements counted by their class, texts gathered.
#pragma once

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tinyxml2.h"

namespace goproof::testing {

// A parsed SVG document; a document that does not parse, or whose root is
// not <svg>, fails the test.
struct Svg {
  tinyxml2::XMLDocument doc;
  explicit Svg(const std::string& text) {
    EXPECT_EQ(doc.Parse(text.c_str(), text.size()), tinyxml2::XML_SUCCESS) << doc.ErrorStr() << "\n" << text;
    const tinyxml2::XMLElement* root = doc.RootElement();
    EXPECT_TRUE(root && std::string(root->Name()) == "svg");
  }
  // Elements whose class attribute is exactly cls.
  int count(const std::string& cls) const { return countIn(doc.RootElement(), cls); }
  // The text of every element whose class attribute is cls, in order.
  std::vector<std::string> texts(const std::string& cls) const {
    std::vector<std::string> out;
    collect(doc.RootElement(), cls, out);
    return out;
  }
  // All text content of the document, joined by spaces.
  std::string allText() const {
    std::string out;
    gather(doc.RootElement(), out);
    return out;
  }

 private:
  static int countIn(const tinyxml2::XMLElement* e, const std::string& cls) {
    if (!e) return 0;
    const char* c = e->Attribute("class");
    int n = c && cls == c ? 1 : 0;
    for (auto* child = e->FirstChildElement(); child; child = child->NextSiblingElement()) n += countIn(child, cls);
    return n;
  }
  static void collect(const tinyxml2::XMLElement* e, const std::string& cls, std::vector<std::string>& out) {
    if (!e) return;
    const char* c = e->Attribute("class");
    if (c && cls == c) out.push_back(e->GetText() ? e->GetText() : "");
    for (auto* child = e->FirstChildElement(); child; child = child->NextSiblingElement()) collect(child, cls, out);
  }
  static void gather(const tinyxml2::XMLElement* e, std::string& out) {
    if (!e) return;
    if (e->GetText()) out += std::string(e->GetText()) + " ";
    for (auto* child = e->FirstChildElement(); child; child = child->NextSiblingElement()) gather(child, out);
  }
};

}  // namespace goproof::testing
