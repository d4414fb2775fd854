// Prints what the Node tests check the wasm model against, as JSON on stdout
// (tests/node/model-gates.test.js, tests/node/model-native.test.js):
//
//   held_out_stories stories <seed> <count>
//       the storybook's stories for that seed (the weights file's heldOut.seed)
//       with their gold labels: {"vocabulary":[...],"stories":[{"ids":[...],
//       "words":[...],"antecedents":[[...],...],"subjects":[...]}]}
//   held_out_stories read <weights .apm> <text> <guesses>
//       the native build's reading of one text with that file's numbers:
//       {"words":[...],"ids":[...],"heads":[n × (n + 1) per head],"next":[[id, p],...]}
//
// The shape comes from the file's header; this tool reads only the six numbers
// it needs from it (no JSON library: the header is the trainer's own output).
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include "model/reading.hpp"
#include "model/storybook.hpp"
#include "model/weights_file.hpp"

using namespace attention;
using namespace attention::model;

namespace {

void print_string(std::ostream& out, const std::string& s) {
    out << '"';
    for (char c : s) {
        if (c == '"' || c == '\\') out << '\\' << c;
        else if (static_cast<unsigned char>(c) < 0x20) out << "\\u00" << "0123456789abcdef"[(c >> 4) & 15] << "0123456789abcdef"[c & 15];
        else out << c;
    }
    out << '"';
}

void print_number(std::ostream& out, double x) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.17g", x);
    out << buffer;
}

int print_stories(std::uint64_t seed, std::size_t count) {
    const Vocabulary& vocabulary = storybook_vocabulary();
    std::ostream& out = std::cout;
    out << "{\"vocabulary\":[";
    for (std::size_t i = 0; i < vocabulary.words.size(); ++i) {
        if (i) out << ',';
        print_string(out, vocabulary.words[i]);
    }
    out << "],\"stories\":[";
    const std::vector<Story> stories = write_stories(seed, count);
    for (std::size_t s = 0; s < stories.size(); ++s) {
        const Story& story = stories[s];
        if (s) out << ",\n";
        out << "{\"ids\":[";
        for (std::size_t i = 0; i < story.tokens.size(); ++i) out << (i ? "," : "") << story.tokens[i];
        out << "],\"words\":[";
        for (std::size_t i = 0; i < story.tokens.size(); ++i) {
            if (i) out << ',';
            print_string(out, vocabulary.words[std::size_t(story.tokens[i])]);
        }
        out << "],\"antecedents\":[";
        for (std::size_t i = 0; i < story.antecedents.size(); ++i) {
            out << (i ? ",[" : "[");
            for (std::size_t j = 0; j < story.antecedents[i].size(); ++j) out << (j ? "," : "") << story.antecedents[i][j];
            out << ']';
        }
        out << "],\"subjects\":[";
        for (std::size_t i = 0; i < story.subjects.size(); ++i) out << (i ? "," : "") << story.subjects[i];
        out << "]}";
    }
    out << "]}\n";
    return 0;
}

// The whole number after "\"<field>\":" in the header line.
std::size_t header_number(const std::string& header, const std::string& field) {
    const std::string key = "\"" + field + "\":";
    const std::size_t at = header.find(key);
    if (at == std::string::npos) throw std::runtime_error("the header has no " + field);
    return std::size_t(std::strtoull(header.c_str() + at + key.size(), nullptr, 10));
}

int print_reading(const std::string& path, const std::string& text, std::size_t guesses) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot open " + path);
    std::stringstream buffer;
    buffer << in.rdbuf();
    const std::string file = buffer.str();
    const std::size_t first = file.find('\n');
    const std::size_t second = file.find('\n', first + 1);
    if (first == std::string::npos || second == std::string::npos) throw std::runtime_error("not a model file");
    const std::string header = file.substr(first + 1, second - first - 1);
    const std::size_t shape_at = header.find("\"shape\":");
    const std::string shape_json = header.substr(shape_at, header.find('}', shape_at) - shape_at);
    Shape shape;
    shape.vocabulary = header_number(shape_json, "vocabulary");
    shape.width = header_number(shape_json, "width");
    shape.layers = header_number(shape_json, "layers");
    shape.heads = header_number(shape_json, "heads");
    shape.context = header_number(shape_json, "context");
    shape.mlp = header_number(shape_json, "mlp");
    Model model;
    model.weights = decode_payload(shape, file.substr(second + 1));
    model.vocabulary = storybook_vocabulary();
    const Reading r = read_text(model, text, guesses);
    std::ostream& out = std::cout;
    out << "{\"words\":[";
    for (std::size_t i = 0; i < r.words.size(); ++i) {
        if (i) out << ',';
        print_string(out, r.words[i].text);
    }
    out << "],\"ids\":[";
    for (std::size_t i = 0; i < r.words.size(); ++i) out << (i ? "," : "") << r.words[i].id;
    out << "],\"heads\":[";
    for (std::size_t k = 0; k < r.heads.size(); ++k) {
        const Matrix& m = r.heads[k];
        out << (k ? ",[" : "[");
        for (std::size_t i = 0; i < m.shape(0); ++i) {
            out << (i ? ",[" : "[");
            for (std::size_t j = 0; j < m.shape(1); ++j) {
                if (j) out << ',';
                print_number(out, m(i, j));
            }
            out << ']';
        }
        out << ']';
    }
    out << "],\"next\":[";
    for (std::size_t i = 0; i < r.next.size(); ++i) {
        out << (i ? ",[" : "[") << r.next[i].id << ',';
        print_number(out, r.next[i].probability);
        out << ']';
    }
    out << "]}\n";
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    try {
        const std::string verb = argc > 1 ? argv[1] : "";
        if (verb == "stories" && argc == 4) return print_stories(std::strtoull(argv[2], nullptr, 10), std::strtoull(argv[3], nullptr, 10));
        if (verb == "read" && argc == 5) return print_reading(argv[2], argv[3], std::strtoull(argv[4], nullptr, 10));
        std::cerr << "usage: held_out_stories stories <seed> <count> | read <weights .apm> <text> <guesses>\n";
        return 2;
    } catch (const std::exception& e) {
        std::cerr << "held_out_stories: " << e.what() << "\n";
        return 1;
    }
}
