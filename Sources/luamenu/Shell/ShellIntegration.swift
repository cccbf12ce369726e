/// The key bindings `luamenu shell bash|zsh|fish` prints, fzf's three, each a `luamenu pick`
/// drawn under the prompt (`--height 40%`), so 초성 search works in each:
///
/// - Ctrl-T puts the files and folders chosen (`--multi`) at the cursor, quoted;
/// - Ctrl-R replaces the command line with a command from the history (the most recent
///   first; what was typed is the starting query);
/// - Alt-C changes to the folder chosen.
///
/// `LUAMENU_CTRL_T_COMMAND` and `LUAMENU_ALT_C_COMMAND` replace the `find` that lists the
/// files and the folders; `LUAMENU_CTRL_T_OPTS`, `LUAMENU_CTRL_R_OPTS` and
/// `LUAMENU_ALT_C_OPTS` add options to each `pick` (after `LUAMENU_DEFAULT_OPTS`).
enum ShellIntegration {
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    /// The script for `shell`.
    static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: bash
        case .zsh: zsh
        case .fish: fish
        }
    }

    /// What lists the files and folders (hidden ones and pseudo file systems left out), and the folders.
    static let files = #"command find -L . -mindepth 1 \( -path '*/.*' -o -fstype sysfs -o -fstype devfs -o -fstype devtmpfs -o -fstype proc \) -prune -o \( -type f -o -type d -o -type l \) -print 2> /dev/null | cut -b3-"#
    static let folders = #"command find -L . -mindepth 1 \( -path '*/.*' -o -fstype sysfs -o -fstype devfs -o -fstype devtmpfs -o -fstype proc \) -prune -o -type d -print 2> /dev/null | cut -b3-"#

    static let bash = """
        # luamenu's key bindings for bash: eval "$(luamenu shell bash)" in ~/.bashrc
        # Ctrl-T: files at the cursor; Ctrl-R: a command from the history; Alt-C: cd into a folder.
        if [[ $- == *i* ]]; then
        __luamenu_ctrl_t() {
          local item selected=""
          while IFS= read -r item; do selected+="$(printf '%q' "$item") "; done < <(
            eval "${LUAMENU_CTRL_T_COMMAND:-\(files)}" |
              luamenu pick --multi --height 40% --reverse $LUAMENU_CTRL_T_OPTS)
          READLINE_LINE="${READLINE_LINE:0:READLINE_POINT}$selected${READLINE_LINE:READLINE_POINT}"
          READLINE_POINT=$((READLINE_POINT + ${#selected}))
        }
        __luamenu_ctrl_r() {
          local selected
          selected=$(builtin fc -lnr -2147483648 | sed 's/^[[:space:]]*//' | awk '!seen[$0]++' |
            luamenu pick --no-sort --height 40% --reverse --query "$READLINE_LINE" $LUAMENU_CTRL_R_OPTS) || return
          READLINE_LINE=$selected
          READLINE_POINT=${#READLINE_LINE}
        }
        __luamenu_alt_c() {
          local folder
          folder=$(eval "${LUAMENU_ALT_C_COMMAND:-\(folders)}" |
            luamenu pick --height 40% --reverse $LUAMENU_ALT_C_OPTS) && builtin cd -- "$folder"
        }
        bind -m emacs-standard -x '"\\C-t": __luamenu_ctrl_t'
        bind -m emacs-standard -x '"\\C-r": __luamenu_ctrl_r'
        bind -m emacs-standard -x '"\\ec": __luamenu_alt_c'
        bind -m vi-insert -x '"\\C-t": __luamenu_ctrl_t'
        bind -m vi-insert -x '"\\C-r": __luamenu_ctrl_r'
        bind -m vi-insert -x '"\\ec": __luamenu_alt_c'
        fi

        """

    static let zsh = """
        # luamenu's key bindings for zsh: source <(luamenu shell zsh) in ~/.zshrc
        # Ctrl-T: files at the cursor; Ctrl-R: a command from the history; Alt-C: cd into a folder.
        if [[ -o interactive ]]; then
        __luamenu_ctrl_t() {
          local item selected=""
          eval "${LUAMENU_CTRL_T_COMMAND:-\(files)}" |
            luamenu pick --multi --height 40% --reverse ${=LUAMENU_CTRL_T_OPTS} |
            while IFS= read -r item; do selected+="${(q)item} "; done
          LBUFFER+=$selected
          zle reset-prompt
        }
        __luamenu_ctrl_r() {
          local selected
          selected=$(fc -rln 1 | awk '!seen[$0]++' |
            luamenu pick --no-sort --height 40% --reverse --query "$BUFFER" ${=LUAMENU_CTRL_R_OPTS})
          if [[ -n $selected ]]; then
            BUFFER=$selected
            CURSOR=${#BUFFER}
          fi
          zle reset-prompt
        }
        __luamenu_alt_c() {
          local folder
          folder=$(eval "${LUAMENU_ALT_C_COMMAND:-\(folders)}" |
            luamenu pick --height 40% --reverse ${=LUAMENU_ALT_C_OPTS}) && builtin cd -- "$folder"
          zle reset-prompt
        }
        zle -N __luamenu_ctrl_t
        zle -N __luamenu_ctrl_r
        zle -N __luamenu_alt_c
        bindkey -M emacs '^T' __luamenu_ctrl_t
        bindkey -M emacs '^R' __luamenu_ctrl_r
        bindkey -M emacs '\\ec' __luamenu_alt_c
        bindkey -M viins '^T' __luamenu_ctrl_t
        bindkey -M viins '^R' __luamenu_ctrl_r
        bindkey -M viins '\\ec' __luamenu_alt_c
        fi

        """

    static let fish = """
        # luamenu's key bindings for fish: luamenu shell fish | source, in ~/.config/fish/config.fish
        # Ctrl-T: files at the cursor; Ctrl-R: a command from the history; Alt-C: cd into a folder.
        function __luamenu_ctrl_t
            set -l command $LUAMENU_CTRL_T_COMMAND
            test -n "$command"; or set command "\(files.replacing("\\", with: "\\\\").replacing("\"", with: "\\\""))"
            set -l selected (eval $command | luamenu pick --multi --height 40% --reverse $LUAMENU_CTRL_T_OPTS)
            and commandline -i -- (string escape -- $selected | string join ' ')' '
            commandline -f repaint
        end
        function __luamenu_ctrl_r
            set -l selected (history -z | luamenu pick --read0 --print0 --no-sort --height 40% --reverse \\
                --query (commandline | string collect) $LUAMENU_CTRL_R_OPTS | string split0)
            and commandline -r -- $selected
            commandline -f repaint
        end
        function __luamenu_alt_c
            set -l command $LUAMENU_ALT_C_COMMAND
            test -n "$command"; or set command "\(folders.replacing("\\", with: "\\\\").replacing("\"", with: "\\\""))"
            set -l folder (eval $command | luamenu pick --height 40% --reverse $LUAMENU_ALT_C_OPTS)
            and cd -- $folder
            commandline -f repaint
        end
        bind \\ct __luamenu_ctrl_t
        bind \\cr __luamenu_ctrl_r
        bind \\ec __luamenu_alt_c
        if bind -M insert >/dev/null 2>&1
            bind -M insert \\ct __luamenu_ctrl_t
            bind -M insert \\cr __luamenu_ctrl_r
            bind -M insert \\ec __luamenu_alt_c
        end

        """
}
