/// The version `luamenu --version` prints and scripts read as `menu.version`.
public enum LuamenuVersion {
    public static let current = "0.1.0"
}
