#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds snapshot specs: every `*.spec.lua` under a folder, sorted, skipping hidden folders
/// (`.build`, `.git`).
enum SpecFinder {
    static func specs(under folder: String) -> [String] {
        if folder.hasSuffix(".spec.lua") { return [folder] }
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var found: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix(".") else { continue }
            let path = folder == "." ? name : folder + "/" + name
            if entry.pointee.d_type == DT_DIR {
                found += specs(under: path)
            } else if name.hasSuffix(".spec.lua") {
                found.append(path)
            }
        }
        return found.sorted()
    }
}
