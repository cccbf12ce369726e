import MenuLua

/// Finds snapshot specs: every `*.spec.lua` under a folder, sorted, skipping hidden folders
/// (`.build`, `.git`).
enum SpecFinder {
    static func specs(under folder: String) -> [String] {
        if folder.hasSuffix(".spec.lua") { return [folder] }
        var found: [String] = []
        for entry in FolderListing.entries(of: folder) ?? [] where !entry.name.hasPrefix(".") {
            let path = folder == "." ? entry.name : folder + "/" + entry.name
            if entry.isFolder {
                found += specs(under: path)
            } else if entry.name.hasSuffix(".spec.lua") {
                found.append(path)
            }
        }
        return found.sorted()
    }
}
