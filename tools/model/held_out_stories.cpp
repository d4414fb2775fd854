// Prints what the Node tests check the wasm model against, as JSON on stdout
// (tests/node/model-gates.test.js, tests/node/model-native.test.js):
//
//   held_out_stories stories <seed> <count> [en|es|ar]
//       the storybook's stories for that seed (the weights file's heldOut.seed)
//       in that language (English when not given), with their gold labels:
//       {"vocabulary":[...],"stories":[{"ids":[...],"words":[...],
//       "antecedents":[[...],...],"subjects":[[...],...]}]}
//       (each story also with its "family", its "meanings" and "belongs" labels)
//   held_out_stories twins <seed> <count> [en|es|ar]
//       twin pairs ({"vocabulary":[...],"pairs":[[fits the animal, fits the thing],...]})
//   held_out_stories probes <file.tsv> [en|es|ar]
//       the hand-written probes as the model's tools read them: {"probes":[{"line","job",
//       "family","text","ids","at","gold","belongs"}]} (or the file's first error, exit 1)
//   held_out_stories read <weights .apm> <text> <guesses>
//       the native build's reading of one text with that file's numbers and
//       its language's vocabulary:
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

#include "model/probes.hpp"
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

void print_positions(std::ostream& out, const std::vector<std::vector<int>>& lists) {
    for (std::size_t i = 0; i < lists.size(); ++i) {
        out << (i ? ",[" : "[");
        for (std::size_t j = 0; j < lists[i].size(); ++j) out << (j ? "," : "") << lists[i][j];
        out << ']';
    }
}

void print_ids(std::ostream& out, const std::vector<int>& ids) {
    out << '[';
    for (std::size_t i = 0; i < ids.size(); ++i) out << (i ? "," : "") << ids[i];
    out << ']';
}

void print_vocabulary(std::ostream& out, const Vocabulary& vocabulary) {
    out << "{\"vocabulary\":[";
    for (std::size_t i = 0; i < vocabulary.words.size(); ++i) {
        if (i) out << ',';
        print_string(out, vocabulary.words[i]);
    }
    out << "]";
}

void print_story(std::ostream& out, const Story& story, const Vocabulary& vocabulary) {
    out << "{\"ids\":";
    print_ids(out, story.tokens);
    out << ",\"words\":[";
    for (std::size_t i = 0; i < story.tokens.size(); ++i) {
        if (i) out << ',';
        print_string(out, vocabulary.words[std::size_t(story.tokens[i])]);
    }
    out << "],\"family\":";
    print_string(out, story.family);
    out << ",\"antecedents\":[";
    print_positions(out, story.antecedents);
    out << "],\"meanings\":[";
    print_positions(out, story.meanings);
    out << "],\"belongs\":[";
    print_positions(out, story.belongs);
    out << "],\"subjects\":[";
    print_positions(out, story.subjects);
    out << "]}";
}

int print_stories(std::uint64_t seed, std::size_t count, Language language) {
    const Vocabulary& vocabulary = storybook_vocabulary(language);
    std::ostream& out = std::cout;
    print_vocabulary(out, vocabulary);
    out << ",\"stories\":[";
    const std::vector<Story> stories = write_stories(seed, count, language);
    for (std::size_t s = 0; s < stories.size(); ++s) {
        if (s) out << ",\n";
        print_story(out, stories[s], vocabulary);
    }
    out << "]}\n";
    return 0;
}

int print_twins(std::uint64_t seed, std::size_t count, Language language) {
    const Vocabulary& vocabulary = storybook_vocabulary(language);
    std::ostream& out = std::cout;
    print_vocabulary(out, vocabulary);
    out << ",\"pairs\":[";
    const std::vector<TwinPair> pairs = write_twin_pairs(seed, count, language);
    for (std::size_t s = 0; s < pairs.size(); ++s) {
        out << (s ? ",\n[" : "[");
        print_story(out, pairs[s].fits_animal, vocabulary);
        out << ',';
        print_story(out, pairs[s].fits_thing, vocabulary);
        out << ']';
    }
    out << "]}\n";
    return 0;
}

std::string read_whole(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot open " + path);
    std::stringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

int print_probes(const std::string& path, Language language) {
    const std::vector<Probe> probes = read_probes(read_whole(path), language);
    std::ostream& out = std::cout;
    out << "{\"probes\":[";
    for (std::size_t k = 0; k < probes.size(); ++k) {
        const Probe& p = probes[k];
        out << (k ? ",\n{" : "{") << "\"line\":" << p.line << ",\"job\":";
        print_string(out, p.job);
        out << ",\"family\":";
        print_string(out, p.family);
        out << ",\"text\":";
        print_string(out, p.text);
        out << ",\"ids\":";
        print_ids(out, p.tokens);
        out << ",\"at\":" << p.at << ",\"gold\":";
        print_ids(out, p.gold);
        out << ",\"belongs\":";
        print_ids(out, p.belongs);
        out << '}';
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
    const std::size_t language_at = header.find("\"language\":\"");
    if (language_at == std::string::npos) throw std::runtime_error("the header has no language");
    model.vocabulary = storybook_vocabulary(language_of(header.substr(language_at + 12, 2)));
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
        if (verb == "stories" && (argc == 4 || argc == 5)) {
            return print_stories(std::strtoull(argv[2], nullptr, 10), std::strtoull(argv[3], nullptr, 10),
                                 argc == 5 ? language_of(argv[4]) : Language::english);
        }
        if (verb == "twins" && (argc == 4 || argc == 5)) {
            return print_twins(std::strtoull(argv[2], nullptr, 10), std::strtoull(argv[3], nullptr, 10),
                               argc == 5 ? language_of(argv[4]) : Language::english);
        }
        if (verb == "probes" && (argc == 3 || argc == 4)) {
            return print_probes(argv[2], argc == 4 ? language_of(argv[3]) : Language::english);
        }
        if (verb == "read" && argc == 5) return print_reading(argv[2], argv[3], std::strtoull(argv[4], nullptr, 10));
        std::cerr << "usage: held_out_stories stories <seed> <count> [en|es|ar] | twins <seed> <count> [en|es|ar]\n"
                     "       | probes <file.tsv> [en|es|ar] | read <weights .apm> <text> <guesses>\n";
        return 2;
    } catch (const std::exception& e) {
        std::cerr << "held_out_stories: " << e.what() << "\n";
        return 1;
    }
}
